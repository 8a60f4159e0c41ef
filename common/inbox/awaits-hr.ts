/**
 * Whether a conversation waits for HR, read from the last message sent in it: the
 * assistant's hand-over, with no colleague's message since. One rule for the inbox's
 * "Wacht op HR" and for what the assistant tells an employee meanwhile.
 */
export function awaitsHr(lastSent: { is_from_bot: boolean | null; handover: boolean | null } | undefined): boolean {
  return !!lastSent?.is_from_bot && !!lastSent.handover;
}
