import type { Candidate } from "../scoring/rank-candidates.ts";

/**
 * The candidate that may answer and its strongest rival. A text that cannot hold what is
 * asked ("hoeveel" and no amount in it) gives way to the best one that does hold it,
 * however well it matches the topic; when none does, the ranking stands (the heuristic
 * may have missed how the answer is put: "om half negen").
 */
export function contenders<T extends Candidate>(ranked: T[]): { best: T | undefined; runnerUp: T | null } {
  const first = ranked[0];
  const holding = first?.features.answerType === -1 ? ranked.find((c) => c.features.answerType === 1) : undefined;
  const best = holding ?? first;
  return { best, runnerUp: ranked.find((c) => c !== best && c.doc.id !== best?.doc.id) ?? null };
}
