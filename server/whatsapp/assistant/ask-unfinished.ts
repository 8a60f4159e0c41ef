import { nl } from "../../../common/i18n/nl.ts";

/**
 * The reply to pieces of a message that stopped before a question ("over mijn", then nothing
 * for a while): a hand-over would put HR on a question never asked, so the employee is asked
 * for it instead. Any other reply to them (a greeting back, an answer) stands.
 */
export function askUnfinished<T extends { handover: boolean }>(composed: T) {
  // A request about one's own data is for HR whatever came before it.
  const request = (composed as { explanation?: { dataRequest?: unknown } | null }).explanation?.dataRequest;
  if (!composed.handover || request) return composed;
  return {
    body: nl.assistant.unfinished,
    confidence: 1,
    sources: [],
    handover: false,
    explanation: { note: nl.explanation.unfinished, parts: [] },
    offered: [],
  };
}
