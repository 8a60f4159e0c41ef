import { heldByOtherFaq, phrasingLengthProblem, withPhrasing } from "../../../common/zero/phrasings.ts";

type Faq = { id: string; question: string; alternative_questions: readonly string[] };

/**
 * The phrasings to save for an FAQ made from an employee's question (the inbox's 'Nieuwe
 * FAQ'): when staff tidied the question, the employee's own words join the phrasings, since
 * those are the words the next employee will type, and the inbox then shows the question as
 * 'Staat in FAQ'. Unchanged when the question was kept (apart from case and spaces), the
 * words are already a phrasing, another FAQ holds them (two FAQs alike answer a question
 * with neither), or they cannot be one (too short or long, one too many).
 */
export function keepAskedWording(
  faq: { question: string; alternative_questions: readonly string[] },
  asked: string | null | undefined,
  others: readonly Faq[] = [],
): readonly string[] {
  const words = asked?.trim();
  if (!words || phrasingLengthProblem(words) || heldByOtherFaq(words, others, null)) return faq.alternative_questions;
  const next = withPhrasing(faq, words);
  return typeof next === "string" ? faq.alternative_questions : next;
}
