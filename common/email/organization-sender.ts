import { usesOwnDomain } from "./domain-verification.ts";

/**
 * The From of an organisation's e-mails: its sender name, and its own address
 * (`prefix@domain`, prefix 'notifications' unless set) when it has a domain it has verified;
 * otherwise the platform's address under the organisation's name.
 */
export function organizationSender(
  organization: {
    name: string;
    display_name: string | null;
    email_sender_name: string | null;
    email_domain: string | null;
    email_from_address: string | null;
    email_domain_verified_at: Date | number | null;
  },
  platformFrom: string,
): string {
  const name = (organization.email_sender_name || organization.display_name || organization.name).replace(
    /["\\\r\n]/g,
    "",
  );
  const platformAddress = /<([^>]+)>/.exec(platformFrom)?.[1] ?? platformFrom.trim();
  const address = usesOwnDomain(organization)
    ? `${organization.email_from_address || "notifications"}@${organization.email_domain}`
    : platformAddress;
  return `"${name}" <${address}>`;
}
