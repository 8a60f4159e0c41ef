import { sql } from "kysely";
import { MAX_PHRASINGS, phrasingKey, phrasingLengthProblem } from "../common/zero/phrasings.ts";
import type { Db } from "../server/db/connect.ts";
import type { EvalResult } from "./evaluate.ts";

/**
 * What staff do with the inbox's 'Toevoegen aan FAQ' after some weeks of traffic: every
 * training question about an FAQ that was handed over is attached to that FAQ as another
 * phrasing, under the rules the mutator applies (length, no repeat, at most MAX_PHRASINGS).
 * Wrongly answered questions are left out: staff only see the ones handed to them.
 * Returns how many phrasings were attached.
 */
export async function attachHandedOver(db: Db, organizationId: string, training: EvalResult[]): Promise<number> {
  const byFaq = new Map<string, string[]>();
  for (const r of training) {
    const expect = r.q.expect;
    if (r.q.split !== "train" || r.verdict !== "handover" || !("faq" in expect)) continue;
    const text = r.q.text.trim();
    if (phrasingLengthProblem(text)) continue;
    byFaq.set(expect.faq, [...(byFaq.get(expect.faq) ?? []), text]);
  }
  let attached = 0;
  for (const [id, texts] of byFaq) {
    const faq = await db
      .selectFrom("faqs")
      .select(["question", "alternative_questions"])
      .where("id", "=", id)
      .where("organization_id", "=", organizationId)
      .executeTakeFirstOrThrow();
    const phrasings = [...(faq.alternative_questions ?? [])];
    const seen = new Set([phrasingKey(faq.question), ...phrasings.map(phrasingKey)]);
    for (const text of texts) {
      if (seen.has(phrasingKey(text)) || phrasings.length >= MAX_PHRASINGS) continue;
      seen.add(phrasingKey(text));
      phrasings.push(text);
      attached++;
    }
    // The same column the mutator writes; the knowledge-version trigger makes the next question see it.
    await db
      .updateTable("faqs")
      .set({
        alternative_questions: sql`cast(${JSON.stringify(phrasings)} as text)::jsonb`,
        updated_at: new Date(),
      } as never)
      .where("id", "=", id)
      .where("organization_id", "=", organizationId)
      .execute();
  }
  return attached;
}
