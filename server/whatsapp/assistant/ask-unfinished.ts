import { nl } from "../../../common/i18n/nl.ts";

/**
 * The reply to pieces of a message that stopped before a question ("over mijn", then nothing
 * for a while): a hand-over would put HR on a question never asked, so the employee is asked
 * for it instead. Any other reply to them (a greeting back, an answer) stands.
 */
export function askUnfinished<T extends { handover: boolean }>(composed: T) {
  if (!composed.handover) return composed;
  return {
    body: nl.assistant.unfinished,
    confidence: 1,
    sources: [],
    handover: false,
    explanation: { note: nl.explanation.unfinished, parts: [] },
    offered: [],
  };
}
