import { phrasingKey } from "../../../../common/zero/phrasings.ts";
import type { Db } from "../../../db/connect.ts";

/** A phrasing stored from the inbox keeps the employee's punctuation; "wanneer moet ik werken" and "wanneer moet ik werken?" are the same question. */
export const bare = (text: string) => text.replace(/[\s?!.,]+$/u, "");

/**
 * The phrasings staff attached to the organisation's active FAQs, as keys (phrasingKey of the
 * bare text): staff vouched for each as that FAQ's question, so it is answered from the FAQ.
 */
export async function vouchedPhrasings(db: Db, organizationId: string): Promise<Set<string>> {
  const faqs = await db
    .selectFrom("faqs")
    .select(["alternative_questions"])
    .where("organization_id", "=", organizationId)
    .where("is_active", "=", true)
    .execute();
  return new Set(faqs.flatMap((f) => (f.alternative_questions ?? []).map((p) => phrasingKey(bare(p)))));
}
