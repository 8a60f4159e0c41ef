/** WhatsApp's customer-service window: free-form replies only within 24 h of the employee's last message. */
export const REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether staff may send a free-form reply at `at`; test conversations (the simulator) are always open. */
export function windowOpen(conversation: { is_test: boolean; last_inbound_at?: number | null }, at: number) {
  if (conversation.is_test) return true;
  return conversation.last_inbound_at != null && at - conversation.last_inbound_at < REPLY_WINDOW_MS;
}
