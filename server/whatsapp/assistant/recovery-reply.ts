import { nl } from "../../../common/i18n/nl.ts";
import type { ComposedReply } from "./compose-reply.ts";

/**
 * The reply to an employee who says they are better again, marked as a recovery report for
 * the inbox. In 'Test de assistent' (a test conversation) nobody is notified, so the reply
 * says what would happen on WhatsApp instead of that HR has it, as the simulator words a
 * sick report; an answer to a question asked beside it, or an agent's own hand-over
 * message, is left as it is.
 */
export function recoveryReply<C extends Pick<ComposedReply, "body" | "explanation">>(composed: C, test: boolean): C {
  const explanation = { ...composed.explanation, recoveryReport: true as const };
  if (!test) return { ...composed, explanation };
  const wording = composed.body === nl.assistant.absenceReply.recovered;
  return {
    ...composed,
    body: wording ? nl.assistant.recoveredInSimulator : composed.body,
    explanation:
      explanation.note === nl.explanation.absence.recovered
        ? { ...explanation, note: nl.explanation.recoveredInSimulator }
        : explanation,
  };
}
