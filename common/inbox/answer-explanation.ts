import { nl } from "../i18n/nl.ts";

/** A source the assistant's answer drew on: an FAQ or a document passage. */
export type MessageSource = { kind: "faq" | "passage"; id: string; title: string; source: string; score: number };

/** Why the assistant answered as it did, per question in the message (bot replies only). */
export type AnswerExplanation = {
  /** Why nothing was looked up, when the message asked nothing to look up ("bedankt", "medewerker"). */
  note?: string;
  /** The employee reported ill: staff got a "Ziekmelding" notification, and the inbox labels the reply. */
  sickReport?: true;
  /** The employee said they are better again: staff got a "Betermelding" notification, and the inbox labels the reply. */
  recoveryReport?: true;
  /** The employee asked to see or erase their own data (AVG): staff got an "AVG-verzoek" notification with the date. */
  dataRequest?: "access" | "erasure";
  parts: Array<{
    question: string;
    outcome: "answer" | "handover";
    /** The calibrated probability that the chosen answer is right. */
    confidence: number;
    chosen: (MessageSource & { confidence: number }) | null;
    /** With an answer, the next best candidate; without one, the best, which fell short. */
    runnerUp: (MessageSource & { confidence: number }) | null;
    /** The confidence the best candidate's kind needs to be sent (set when nothing was sent). */
    needed?: number;
    /** The question's content words the chosen answer covers, and those it does not. */
    matched: string[];
    missing: string[];
    synonyms: Array<{ from: string; to: string }>;
    corrections: Array<{ from: string; to: string }>;
    /** Why there was no answer, in Dutch, when outcome is handover; or who chose it, or that the model confirmed it. */
    reason?: string;
    /**
     * Set when the language model worded the reply: the source text it put in other words,
     * so staff can hold the one against the other. Absent when the text was sent as written.
     */
    worded?: { source: string };
    /** The choices the employee was offered instead of an answer, as they read them. */
    offered?: Array<{ kind: "faq" | "passage"; id: string; label: string }>;
  }>;
};

/**
 * Who chose an answer part when the scorer did not: the employee, from the choices offered,
 * or the language model, from the best texts found. Null when the scorer chose (or nothing
 * was chosen). Staff see it in place of the scorer's confidence, and such a question is
 * suggested as a phrasing of the FAQ chosen.
 */
export function chosenBy(part: Pick<AnswerExplanation["parts"][number], "reason">): "employee" | "model" | null {
  if (part.reason === nl.assistant.reasonChosen) return "employee";
  if (part.reason === nl.assistant.reasonModelChose) return "model";
  return null;
}
