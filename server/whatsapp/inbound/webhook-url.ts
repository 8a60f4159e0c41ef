/** The one URL Twilio calls for an organisation: inbound messages and status callbacks. */
export const webhookPath = (organizationId: string) => `/api/webhooks/twilio/${encodeURIComponent(organizationId)}`;
export const webhookUrl = (publicUrl: string, organizationId: string) =>
  publicUrl.replace(/\/$/, "") + webhookPath(organizationId);
