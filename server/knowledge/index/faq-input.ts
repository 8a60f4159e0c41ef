import type { AiResponseMode } from "../../../common/faq/faq-modes.ts";
import { deferredKeys, withoutDeferrals } from "./deferred-details.ts";
import type { DocInput } from "./knowledge-index.ts";

export type FaqRow = {
  id: string;
  question: string;
  answer: string;
  alternative_questions?: string[] | null;
  requires_verification?: boolean;
  ai_response_mode?: AiResponseMode;
};

/**
 * An FAQ as the index reads it: its question, each alternative phrasing, and its answer
 * without the sentences that leave details to a document (whose words are kept apart, to
 * tell a question about them).
 */
export function faqInput(r: FaqRow): DocInput {
  return {
    kind: "faq",
    id: r.id,
    title: r.question,
    text: r.answer,
    source: r.question,
    requiresVerification: r.requires_verification ?? false,
    deferred: deferredKeys(r.question, r.answer),
    responseMode: r.ai_response_mode ?? "exact",
    texts: [
      { field: "question", text: r.question },
      ...(r.alternative_questions ?? []).map((text) => ({ field: "variant" as const, text })),
      { field: "answer", text: withoutDeferrals(r.answer) },
    ],
  };
}
