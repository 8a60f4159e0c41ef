// FAQ alternative phrasings ('Andere formuleringen'): other ways employees ask the FAQ's
// question. The browser's form and the mutators (also on the server) check them the same way.

export const MAX_PHRASINGS = 50;
export const PHRASING_MIN = 3;
export const PHRASING_MAX = 300;

export type PhrasingProblem = "tooShort" | "tooLong" | "sameAsQuestion" | "duplicate";

/** Two phrasings are the same when they differ only in case, surrounding or repeated spaces. */
export const phrasingKey = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase("nl");

/** The problem with one phrasing on its own, or null. */
export function phrasingLengthProblem(text: string): PhrasingProblem | null {
  const length = text.trim().length;
  if (length < PHRASING_MIN) return "tooShort";
  if (length > PHRASING_MAX) return "tooLong";
  return null;
}

/**
 * A problem per phrasing (null when fine), in the list's order: too short or long after
 * trimming, the FAQ's own question again, or a repeat of an earlier phrasing.
 */
export function phrasingProblems(question: string, phrasings: readonly string[]): (PhrasingProblem | null)[] {
  const questionKey = phrasingKey(question);
  const seen = new Set<string>();
  return phrasings.map((text) => {
    const key = phrasingKey(text);
    const problem =
      phrasingLengthProblem(text) ?? (key === questionKey ? "sameAsQuestion" : seen.has(key) ? "duplicate" : null);
    seen.add(key);
    return problem;
  });
}

/**
 * The question of another FAQ that already holds `text` (as its question or a phrasing), or
 * null. Not an error, a warning: the scorer would have two FAQs alike for that question and
 * answer it with neither, so staff should keep it in one place.
 */
export function heldByOtherFaq(
  text: string,
  faqs: readonly { id: string; question: string; alternative_questions: readonly string[] }[],
  ownId: string | null,
): string | null {
  if (!text.trim()) return null;
  return faqs.find((f) => f.id !== ownId && isKnownPhrasing(f, text))?.question ?? null;
}

/** Whether `text` is already the question or one of the phrasings. */
export function isKnownPhrasing(faq: { question: string; alternative_questions: readonly string[] }, text: string) {
  const key = phrasingKey(text);
  return phrasingKey(faq.question) === key || faq.alternative_questions.some((p) => phrasingKey(p) === key);
}

/**
 * The rule for adding one phrasing to an FAQ (the inbox's 'Toevoegen aan FAQ'): the
 * phrasings with `text` added, the same list when it is already one of them (a retried
 * click changes nothing), or why it is refused: the FAQ's own question, or one too many.
 */
export function withPhrasing(
  faq: { question: string; alternative_questions: readonly string[] },
  text: string,
): readonly string[] | "sameAsQuestion" | "tooMany" {
  const key = phrasingKey(text);
  const phrasings = faq.alternative_questions;
  if (phrasings.some((p) => phrasingKey(p) === key)) return phrasings;
  if (phrasingKey(faq.question) === key) return "sameAsQuestion";
  if (phrasings.length >= MAX_PHRASINGS) return "tooMany";
  return [...phrasings, text];
}
