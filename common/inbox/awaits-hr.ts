import { nl } from "../i18n/nl.ts";

/**
 * Whether a conversation waits for HR, read from the last message sent in it: the
 * assistant's hand-over, or its "Je vraag ligt bij HR" to small talk since, with no
 * colleague's message after it. What the assistant tells an employee meanwhile follows it;
 * the inbox's "Wacht op HR" reads the conversation's own record (conversationState).
 */
export function awaitsHr(
  lastSent:
    | {
        is_from_bot: boolean | null;
        handover: boolean | null;
        explanation?: { note?: string | undefined } | null | undefined;
      }
    | undefined,
): boolean {
  return !!lastSent?.is_from_bot && (!!lastSent.handover || lastSent.explanation?.note === nl.explanation.awaitingHr);
}
