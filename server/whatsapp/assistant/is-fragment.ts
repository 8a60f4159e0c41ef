import { fold, tokenize } from "../../knowledge/analysis/normalize.ts";
import { opensWithQuestionWord } from "../../knowledge/analysis/question-word.ts";
import { isStopWord } from "../../knowledge/analysis/stop-words.ts";
import { asksAboutOwnData } from "./asks-about-own-data.ts";
import { VERB_FIRST } from "./asks-something.ts";
import { optOutOf } from "./opt-out.ts";
import { recogniseOwnWork } from "./own-work/recognise-own-work.ts";
import { reportsAbsence } from "./reports-absence.ts";
import { reportsSick } from "./reports-sick.ts";
import { smallTalkOf, smallTalkWord } from "./small-talk.ts";
import { toPerson } from "./to-person.ts";

// A Dutch question without a question word puts the verb first: "kan ik mijn loonstrook inzien".
const ASKS_BY_ORDER = new RegExp(`^\\s*(?:${VERB_FIRST})\\s+(?:ik|je|jij|we|wij|u|er)\\b`);

/** Fewer content words than this, without a question mark, is not yet a question by itself. */
export const CONTENT_WORDS = 3;

// Words after which a sentence must go on: "ik heb een vraag over mijn", "en wanneer". Not the
// particles and pronouns a Dutch question may end on ("hoe vraag ik dat aan", "waar is die voor").
const DANGLING = new Set("mijn de een en of want maar omdat als over wanneer hoeveel waarom hoelang welke".split(" "));

/**
 * Whether the text an employee has typed so far (`joined`: the unanswered pieces and the
 * latest message, in order) is a piece of a message still being typed, so the assistant
 * waits a moment for the rest: the latest message is a greeting or a bare "?", the text
 * stops on a word that needs more ("over mijn", "en wanneer"), or it has fewer than three
 * content words, no question mark, and (for a first piece only) no question word in front and
 * no confident answer in the knowledge base. A later piece does not get that shortcut: once someone types in pieces, a
 * short one that happens to match ("… mijn reiskosten") is mostly mid-sentence. Never a
 * sick report, STOP/START, a request for a person, thanks or a question about one's own
 * shifts or record ("heb ik morgen een dienst"): those are read at once.
 */
export async function isFragment(
  joined: string,
  latest: string,
  { first, answers }: { first: boolean; answers: (text: string) => Promise<boolean> },
): Promise<boolean> {
  const readAtOnce = (text: string) =>
    toPerson(text) ||
    reportsSick(text) ||
    !!reportsAbsence(text) ||
    recogniseOwnWork(text) !== null ||
    asksAboutOwnData(text) !== null;
  if (optOutOf(latest) || readAtOnce(latest) || readAtOnce(joined)) return false;
  const talk = smallTalkOf(latest);
  if (talk === "greeting" || talk === "unclear") return true;
  if (talk) return false;
  const words = tokenize(joined).map((t) => t.word);
  if (words.length === 0) return false;
  const asks = /\?\s*$/.test(joined.trim());
  if (!asks && DANGLING.has(fold(words[words.length - 1]))) return true;
  const content = words.filter((w) => !isStopWord(w) && !smallTalkWord(w) && !/^\d+$/.test(w)).length;
  // "hoe lang duurt het nog": a question word and something to ask about is a question.
  if (
    asks ||
    content >= CONTENT_WORDS ||
    (first && content > 0 && (opensWithQuestionWord(joined) || ASKS_BY_ORDER.test(fold(joined))))
  )
    return false;
  return !(first && (await answers(joined)));
}
