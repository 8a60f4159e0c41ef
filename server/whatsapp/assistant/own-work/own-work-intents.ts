import { phrasingKey } from "../../../../common/zero/phrasings.ts";
import type { OwnWorkReach } from "./own-work-reach.ts";
import { type OwnWorkIntent, recogniseOwnWork } from "./recognise-own-work.ts";
import { bare } from "./vouched-phrasings.ts";

/** The organisation's settings the intents depend on, each read at most once per message (see messageReads). */
export type OwnWorkReads = { reach: () => Promise<OwnWorkReach>; vouched: () => Promise<Set<string>> };

/**
 * Per question, the lookup in the asker's own work that answers it, or null when the
 * knowledge base does: the organisation cannot look that kind of work up (no Fleks, or
 * Chatbot Data off), or the question is word for word a phrasing staff attached to an
 * active FAQ, which they vouched for as that FAQ's. Not the FAQ's own question: "Wanneer
 * moet ik werken?" written as a general FAQ is still best answered with the asker's shifts.
 * Nothing is read for a message that asks nothing of the kind.
 */
export async function ownWorkIntents(
  reads: OwnWorkReads,
  questions: readonly string[],
): Promise<(OwnWorkIntent | null)[]> {
  const intents = questions.map((q) => recogniseOwnWork(q));
  if (!intents.some(Boolean)) return intents;
  const reach = await reads.reach();
  const possible = intents.map((i) => (i && (i.kind === "shifts" ? reach.shifts : reach.profile) ? i : null));
  if (!possible.some(Boolean)) return possible;
  const vouched = await reads.vouched();
  return possible.map((intent, i) => (intent && !vouched.has(phrasingKey(bare(questions[i]))) ? intent : null));
}
