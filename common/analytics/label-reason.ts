import { type ConversationLabel, conversationLabel } from "../inbox/conversation-label.ts";

export type LabelReason =
  | { kind: "manyUnresolved"; unresolved: number }
  | { kind: "manyMessages"; messages: number }
  | { kind: "someUnresolved"; unresolved: number }
  | { kind: "allAnswered" };

/** The label (common/inbox/conversation-label.ts) and which of the spec's rules gave it, for the hover text. */
export function labelWithReason(c: { unresolved_count: number; message_count: number }): {
  label: ConversationLabel;
  reason: LabelReason;
} {
  const label = conversationLabel(c);
  if (label === "difficult")
    return {
      label,
      reason:
        c.unresolved_count > 3
          ? { kind: "manyUnresolved", unresolved: c.unresolved_count }
          : { kind: "manyMessages", messages: c.message_count },
    };
  if (label === "inProgress") return { label, reason: { kind: "someUnresolved", unresolved: c.unresolved_count } };
  return { label, reason: { kind: "allAnswered" } };
}
