/** 'Moeilijk' above 3 unresolved or 10 messages, else 'In behandeling' while any is unresolved. */
export type ConversationLabel = "difficult" | "inProgress" | "done";

export function conversationLabel(c: { unresolved_count: number; message_count: number }): ConversationLabel {
  if (c.unresolved_count > 3 || c.message_count > 10) return "difficult";
  if (c.unresolved_count > 0) return "inProgress";
  return "done";
}
