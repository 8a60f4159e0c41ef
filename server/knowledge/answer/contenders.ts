import type { QueryGroup } from "../analysis/analyze-question.ts";
import type { Candidate } from "../scoring/rank-candidates.ts";

/**
 * The candidate that may answer and its strongest rival. A text that cannot hold what is
 * asked ("hoeveel" and no amount in it) gives way to the best one that does hold it,
 * however well it matches the topic; when none does, the ranking stands (the heuristic
 * may have missed how the answer is put: "om half negen"). An FAQ whose answer leaves the
 * asked topic to a document ("voor het openbaar vervoer gelden andere regels; die staan
 * in het handboek") gives way to the best passage: it says itself that it is not the answer.
 */
export function contenders<T extends Candidate>(
  ranked: T[],
): { best: T | undefined; runnerUp: T | null; passedOver?: PassedOver } {
  const deferring =
    ranked[0]?.features.defers === 1 ? ranked.find((c) => c.doc.kind === "passage") : namesOutright(ranked);
  const first = deferring ?? ranked[0];
  // Not when the question is as good as the FAQ's own question or a phrasing staff attached:
  // they vouched that it answers it ("hoeveel dagen van tevoren" answered "4 weken").
  const holding =
    first?.features.answerType === -1 && !vouchedFor(first)
      ? ranked.find((c) => c.features.answerType === 1)
      : undefined;
  const best = holding ?? first;
  // The deferring FAQ is no rival to the passage it points at: it said it does not answer.
  const displaced = deferring ? ranked[0] : undefined;
  // A copy of the same text (the same document uploaded twice) is no rival either: it says
  // the same, and a tie with it made the assistant unsure of an answer it had twice.
  const copy = (c: T) => c.doc.id === best?.doc.id || (c.doc.kind === best?.doc.kind && c.doc.text === best.doc.text);
  const why = holding
    ? "answerType"
    : deferring
      ? ranked[0]?.features.defers === 1
        ? "defers"
        : "namesOutright"
      : null;
  return {
    best,
    runnerUp: ranked.find((c) => c !== best && c !== displaced && !copy(c)) ?? null,
    ...(why && ranked[0] && ranked[0] !== best ? { passedOver: { title: ranked[0].doc.title, why } } : {}),
  };
}

/** The text that ranked first but was passed over, and why: staff see it in the explanation. */
export type PassedOver = { title: string; why: "answerType" | "defers" | "namesOutright" };

/** How much of the question's trigrams one title must hold to count as the same question. */
const VOUCHED = 0.9;

/**
 * Whether the question is as good as this FAQ's own question or a phrasing staff attached
 * to it: staff vouched that the FAQ answers these words, so no heuristic (nor a language
 * model's "no") overrules them.
 */
export function vouchedFor(candidate: Candidate | undefined): boolean {
  return candidate?.doc.kind === "faq" && candidate.features.titleLikeness >= VOUCHED;
}

const LITERAL = new Set(["exact", "part", "typo", "head"]);

/**
 * A passage that names a word of the question as the employee wrote it, when the FAQ on top
 * reaches that word only through a synonym: "hoeveel fietsvergoeding krijg ik" found the FAQ
 * on reiskosten (the thesaurus reads fietsvergoeding as reiskosten), while the handbook has a
 * section on the fietsvergoeding itself, with its own amount. Not only nouns: "opzeg in fase
 * B?" reached the FAQ on the fases through "stoppen met werken", the handbook's section is
 * "Opzegtermijn".
 */
function namesOutright<T extends Candidate>(ranked: T[]): T | undefined {
  const top = ranked[0];
  if (top?.doc.kind !== "faq") return undefined;
  const said = (c: Candidate, g: QueryGroup) => `${c.doc.title} ${c.doc.text}`.toLowerCase().includes(g.surface);
  const bySynonym = top.matches.filter((m) => m.via === "synonym" && !said(top, m.group)).map((m) => m.group);
  if (!bySynonym.length) return undefined;
  return ranked.find(
    (c) =>
      c.doc.kind === "passage" &&
      c.features.coverage >= top.features.coverage &&
      bySynonym.every(
        (g) =>
          c.doc.title.toLowerCase().includes(g.surface) && c.matches.some((m) => m.group === g && LITERAL.has(m.via)),
      ),
  );
}
