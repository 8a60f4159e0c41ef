/**
 * The sign-up form sends the invitation it came from (`id.token`) in this header, so the
 * new account joins that organisation as it is created. The header is only a hint: the
 * invitation is checked against the address and its secret before anyone joins.
 */
export const INVITATION_HEADER = "x-invitation";

export function parseInvitationHeader(value: string | null | undefined): { id: string; token: string } | undefined {
  if (!value || value.length > 200) return undefined;
  const match = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{1,128})$/.exec(value);
  return match ? { id: match[1], token: match[2] } : undefined;
}
