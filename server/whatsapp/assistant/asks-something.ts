import { fold } from "../../knowledge/analysis/normalize.ts";
import { opensWithQuestionWord } from "../../knowledge/analysis/question-word.ts";

// A clause that opens with a verb before its subject asks yes or no: "…, kan ik ergens bezwaar maken".
const ASKS_YES_NO =
  /(?:^|[.,!?;:]\s*|\b(?:maar|en)\s+)(?:kan|kun|mag|moet|krijg|heb|is|wordt|hoef|zou|wil|weet)\s+(?:ik|je|jij|jullie|we|wij|u|er|dit|dat|het|mijn|mn)\b/;

/**
 * Whether a message asks something, however upset it is: a question mark, a question word
 * opening a clause ("waarom krijg ik …"), or a verb before its subject ("kan ik ergens
 * bezwaar maken"). "dit is echt belachelijk!!! mn loon is weer te laat" asks nothing.
 */
export function asksSomething(message: string): boolean {
  const text = fold(message).trim();
  return message.includes("?") || opensWithQuestionWord(message) || ASKS_YES_NO.test(text);
}
