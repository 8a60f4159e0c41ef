/**
 * The From of an organisation's e-mails: its sender name, and its own address
 * (`prefix@domain`, prefix 'notifications' unless set) when it has a domain; without one,
 * the platform's address under the organisation's name.
 */
export function organizationSender(
  organization: {
    name: string;
    display_name: string | null;
    email_sender_name: string | null;
    email_domain: string | null;
    email_from_address: string | null;
  },
  platformFrom: string,
): string {
  const name = (organization.email_sender_name || organization.display_name || organization.name).replace(
    /["\\\r\n]/g,
    "",
  );
  const platformAddress = /<([^>]+)>/.exec(platformFrom)?.[1] ?? platformFrom.trim();
  const address = organization.email_domain
    ? `${organization.email_from_address || "notifications"}@${organization.email_domain}`
    : platformAddress;
  return `"${name}" <${address}>`;
}
