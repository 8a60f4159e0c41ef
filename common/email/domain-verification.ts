// How an organisation proves it controls the e-mail domain it wants to send from: a TXT
// record under a name of ours on that domain, holding its token. The settings card shows the
// record; the server looks it up. A subdomain of ours keeps the record apart from the
// domain's own TXT records (SPF, other verifications).

export const VERIFICATION_LABEL = "_hr-assistent";
const VALUE_PREFIX = "hr-assistent-verificatie=";

/** The TXT record to add: its name and its value. */
export function verificationRecord(domain: string, token: string): { name: string; value: string } {
  return { name: `${VERIFICATION_LABEL}.${domain}`, value: `${VALUE_PREFIX}${token}` };
}

/**
 * Whether the TXT records found hold the token. A record may be split into strings of at
 * most 255 characters, which DNS returns as separate pieces of one record.
 */
export function recordsHoldToken(records: readonly (readonly string[])[], token: string): boolean {
  const wanted = `${VALUE_PREFIX}${token}`;
  return records.some((pieces) => pieces.join("").trim() === wanted);
}

/** The domain counts as the organisation's only while it is the one that was verified. */
export function usesOwnDomain(organization: {
  email_domain: string | null;
  email_domain_verified_at: Date | number | null;
}): organization is { email_domain: string; email_domain_verified_at: Date | number } {
  return Boolean(organization.email_domain && organization.email_domain_verified_at);
}
