import { nl } from "../../src/i18n/nl.ts";
import type { Db } from "../db/connect.ts";
import type { Llm } from "../integrations/llm/create-llm.ts";
import { answerFromPassages } from "../knowledge/answer-from-passages.ts";
import { searchKnowledge } from "../knowledge/search-knowledge.ts";

export type ReplySource = { kind: "faq" | "passage"; id: string; title: string; source: string; score: number };
export type ComposedReply = { body: string; confidence: number; sources: ReplySource[]; handover: boolean };

// Scores are cover-density ranks normalised to 0..1 (search-knowledge.ts). An FAQ whose
// question shares the asked words scores 0.3 and up; a passage mentioning them once in
// body text about 0.05. Below these the honest answer is a hand-over.
export const FAQ_THRESHOLD = 0.2;
export const PASSAGE_THRESHOLD = 0.08;

const ASKS_FOR_HUMAN = /^\s*(medewerker|mens|iemand van hr|hr)\s*[.!?]*\s*$/i;

const sourceOf = (h: { kind: "faq" | "passage"; id: string; title: string; source: string; score: number }) => ({
  kind: h.kind,
  id: h.id,
  title: h.title,
  source: h.source,
  score: h.score,
});

/**
 * What the assistant answers an employee: the best active FAQ above the threshold (verbatim
 * in exact mode, rephrased by the LLM in reformulate mode), else the best document passages
 * with the source named, else an honest hand-over to HR.
 */
export async function composeReply(
  db: Db,
  llm: Llm | null,
  org: { id: string; customInstructions: string },
  question: string,
): Promise<ComposedReply> {
  if (ASKS_FOR_HUMAN.test(question)) {
    return { body: nl.assistant.handoverAsked, confidence: 1, sources: [], handover: true };
  }
  const { faqs, passages } = await searchKnowledge(db, org.id, question, 3);
  const faq = faqs[0];
  if (faq && faq.score >= FAQ_THRESHOLD) {
    const row = await db
      .selectFrom("faqs")
      .select(["answer", "ai_response_mode"])
      .where("id", "=", faq.id)
      .where("organization_id", "=", org.id)
      .executeTakeFirstOrThrow();
    const body =
      row.ai_response_mode === "reformulate" && llm
        ? (
            await answerFromPassages(
              llm,
              question,
              [{ ...faq, text: row.answer }],
              "reformulate",
              org.customInstructions,
            )
          ).answer.replace(/\n\nBron: .*$/, "")
        : row.answer;
    return { body, confidence: faq.score, sources: [sourceOf(faq)], handover: false };
  }
  const best = passages[0];
  if (best && best.score >= PASSAGE_THRESHOLD) {
    const relevant = passages.filter((p) => p.score >= PASSAGE_THRESHOLD);
    const answer = await answerFromPassages(llm, question, relevant, "reformulate", org.customInstructions);
    return { body: answer.answer, confidence: best.score, sources: relevant.map(sourceOf), handover: false };
  }
  return {
    body: nl.assistant.handover,
    confidence: Math.max(faq?.score ?? 0, best?.score ?? 0),
    sources: [],
    handover: true,
  };
}
