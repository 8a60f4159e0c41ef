import type { Candidate } from "../scoring/rank-candidates.ts";

/**
 * The candidate that may answer and its strongest rival. A text that cannot hold what is
 * asked ("hoeveel" and no amount in it) gives way to the best one that does hold it,
 * however well it matches the topic; when none does, the ranking stands (the heuristic
 * may have missed how the answer is put: "om half negen"). An FAQ whose answer leaves the
 * asked topic to a document ("voor het openbaar vervoer gelden andere regels; die staan
 * in het handboek") gives way to the best passage: it says itself that it is not the answer.
 */
export function contenders<T extends Candidate>(ranked: T[]): { best: T | undefined; runnerUp: T | null } {
  const deferring = ranked[0]?.features.defers === 1 ? ranked.find((c) => c.doc.kind === "passage") : undefined;
  const first = deferring ?? ranked[0];
  const holding = first?.features.answerType === -1 ? ranked.find((c) => c.features.answerType === 1) : undefined;
  const best = holding ?? first;
  // The deferring FAQ is no rival to the passage it points at: it said it does not answer.
  const displaced = deferring ? ranked[0] : undefined;
  // A copy of the same text (the same document uploaded twice) is no rival either: it says
  // the same, and a tie with it made the assistant unsure of an answer it had twice.
  const copy = (c: T) => c.doc.id === best?.doc.id || (c.doc.kind === best?.doc.kind && c.doc.text === best.doc.text);
  return {
    best,
    runnerUp: ranked.find((c) => c !== best && c !== displaced && !copy(c)) ?? null,
  };
}
