import { sql } from "kysely";
import { phrasingLengthProblem, withPhrasing } from "../common/zero/phrasings.ts";
import type { Db } from "../server/db/connect.ts";
import type { EvalResult } from "./evaluate.ts";

/**
 * What staff do with the inbox's 'Toevoegen aan FAQ' and the FAQ dialog's suggested
 * phrasings after some weeks of traffic: every training question about an FAQ that was
 * handed over, or whose employee picked the FAQ from the choices offered, is attached to
 * that FAQ as another phrasing, under the mutator's own rule (withPhrasing) and the input's
 * length limits. Wrongly answered questions are left out: staff see only those two kinds.
 * Returns how many phrasings were attached.
 */
export async function attachHandedOver(db: Db, organizationId: string, training: EvalResult[]): Promise<number> {
  const byFaq = new Map<string, string[]>();
  for (const r of training) {
    const expect = r.q.expect;
    if (r.q.split !== "train" || (r.verdict !== "handover" && r.verdict !== "chosen") || !("faq" in expect)) continue;
    const text = r.q.text.trim();
    if (!phrasingLengthProblem(text)) byFaq.set(expect.faq, [...(byFaq.get(expect.faq) ?? []), text]);
  }
  let attached = 0;
  for (const [id, texts] of byFaq) {
    const faq = await db
      .selectFrom("faqs")
      .select(["question", "alternative_questions"])
      .where("id", "=", id)
      .where("organization_id", "=", organizationId)
      .executeTakeFirstOrThrow();
    let phrasings: readonly string[] = faq.alternative_questions ?? [];
    for (const text of texts) {
      const next = withPhrasing({ question: faq.question, alternative_questions: phrasings }, text);
      if (typeof next === "string" || next === phrasings) continue;
      phrasings = next;
      attached++;
    }
    // The same column the mutator writes; the knowledge-version trigger makes the next question see it.
    await db
      .updateTable("faqs")
      .set({ alternative_questions: sql`${JSON.stringify(phrasings)}::text::jsonb`, updated_at: new Date() } as never)
      .where("id", "=", id)
      .where("organization_id", "=", organizationId)
      .execute();
  }
  return attached;
}
