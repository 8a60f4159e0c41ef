import { fold } from "../../knowledge/analysis/normalize.ts";
import { opensWithQuestionWord } from "../../knowledge/analysis/question-word.ts";

// The verbs a Dutch yes/no question puts before its subject: "kan ik …", "krijg je …".
export const VERB_FIRST =
  "kan|kun|mag|moet|wil|krijg|heb|ben|word|wordt|zal|zou|is|zijn|hoef|weet|mogen|moeten|kunnen|hebben|krijgen";

// A clause that opens with such a verb before its subject asks yes or no: "…, kan ik ergens bezwaar maken".
const ASKS_YES_NO = new RegExp(
  `(?:^|[.,!?;:]\\s*|\\b(?:maar|en)\\s+)(?:${VERB_FIRST})\\s+(?:ik|je|jij|jullie|we|wij|u|er|dit|dat|het|mijn|mn)\\b`,
);

/**
 * Whether a message asks something, however upset it is: a question mark, a question word
 * opening a clause ("waarom krijg ik …"), or a verb before its subject ("kan ik ergens
 * bezwaar maken"). "dit is echt belachelijk!!! mn loon is weer te laat" asks nothing.
 */
export function asksSomething(message: string): boolean {
  const text = fold(message).trim();
  return message.includes("?") || opensWithQuestionWord(message) || ASKS_YES_NO.test(text);
}
