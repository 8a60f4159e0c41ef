import { phrasingKey } from "../../../../common/zero/phrasings.ts";
import type { Db } from "../../../db/connect.ts";
import { ownWorkReach } from "./own-work-reach.ts";
import { type OwnWorkIntent, recogniseOwnWork } from "./recognise-own-work.ts";

// A phrasing stored from the inbox keeps the employee's punctuation; "wanneer moet ik
// werken" and "wanneer moet ik werken?" are the same question.
const bare = (text: string) => text.replace(/[\s?!.,]+$/u, "");

/**
 * Per question, the lookup in the asker's own work that answers it, or null when the
 * knowledge base does: the organisation cannot look that kind of work up (no Fleks, or
 * Chatbot Data off), or the question is word for word a phrasing staff attached to an
 * active FAQ, which they vouched for as that FAQ's. Not the FAQ's own question: "Wanneer
 * moet ik werken?" written as a general FAQ is still best answered with the asker's shifts.
 */
export async function ownWorkIntents(
  db: Db,
  organizationId: string,
  questions: readonly string[],
): Promise<(OwnWorkIntent | null)[]> {
  const intents = questions.map((q) => recogniseOwnWork(q));
  if (!intents.some(Boolean)) return intents;
  const reach = await ownWorkReach(db, organizationId);
  const possible = intents.map((i) => (i && (i.kind === "shifts" ? reach.shifts : reach.profile) ? i : null));
  if (!possible.some(Boolean)) return possible;
  const faqs = await db
    .selectFrom("faqs")
    .select(["alternative_questions"])
    .where("organization_id", "=", organizationId)
    .where("is_active", "=", true)
    .execute();
  const vouched = new Set(faqs.flatMap((f) => (f.alternative_questions ?? []).map((p) => phrasingKey(bare(p)))));
  return possible.map((intent, i) => (intent && !vouched.has(phrasingKey(bare(questions[i]))) ? intent : null));
}
