/** Who a conversation waits for, as the inbox's header, list and filters all show it. */
export type ConversationState = "human" | "awaitingHr" | "assistant";

/**
 * Read from what the server records on the conversation, not from its last message: a
 * colleague took it over; or a question is still open for HR (a hand-over, or a sick report,
 * which staff must act on even when the employee got the procedure), until a colleague
 * writes; or the assistant handles it. The same rule as the filters "Persoon nodig" and
 * "Door assistent" (common/zero/queries/inbox-filter.ts and their counts' triggers), so the thread
 * cannot say "Assistent actief" of a conversation the list puts with HR.
 */
export function conversationState(c: { handled_by: string | null; unresolved_count: number }): ConversationState {
  if (c.handled_by === "human") return "human";
  return c.unresolved_count > 0 ? "awaitingHr" : "assistant";
}
