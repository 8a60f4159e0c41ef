import { tokenize } from "../../knowledge/analysis/normalize.ts";
import { isAskingVerb, opensWithQuestionWord } from "../../knowledge/analysis/question-word.ts";
import { goesAlong, smallTalkWord } from "./small-talk.ts";

// A reaction to the answer before: thanks, an ok, "ja", "nee" …
const reacts = (word: string) => smallTalkWord(word) !== undefined || /^(?:ja|jaa|jawel|nee|neej)$/.test(word);
// … with words that may go with it before a "maar" ("ja dat weet ik, maar", "ik wist het, maar") …
const ALONG = /^(?:weet|dat|ik|wist|had)$/;
// … that goes on with "maar": "ok maar dat snap ik niet", "thanks maar het lukt nog steeds niet".
const REACTS_BUT = 4;
// … unless what follows says what they meant: "nee maar ik bedoel mijn loonstrook".
const CLARIFIES = /^(?:ik (?:bedoel|bedoelde|zoek|wil weten|vroeg)|het gaat (?:om|over)|over)\b/;
// … and says it is still not right: "niet", "geen", "nog", "al", "weer" ("ok maar ik ben mn
// wachtwoord vergeten" is a new problem, which the knowledge base may answer).
const STUCK = /\b(?:niet|geen|niks|niets|nog|al|weer|nooit|snap|begrijp|klopt|lukt|werkt|helpt)\b/;
// Saying the answer missed or did not help, in words that are no question of their own.
const MISSED = [
  /\bniet wat ik (?:bedoel|bedoelde|vroeg|vraag|zoek|zocht|wil|wilde)\b/,
  /\b(?:al|allemaal al|ook al) (?:geprobeerd|gemaild|gebeld)\b/,
  /\b(?:snap|begrijp|volg) ik (?:\w+ )?(?:niet|niks|niets)\b/,
  /\b(?:helpt|hielp) (?:me |mij )?(?:niet|niks|niets)\b|\bheb ik (?:niks|niets) aan\b/,
  // Still waiting: "ik wacht nog op mijn loon", "ik wacht al 2 weken op antwoord".
  /\bwacht (?:nog|al)(?: \w+){0,3} op\b/,
];
// After a reaction, "nog steeds" says the answer changed nothing: "bedankt, heb nog steeds geen reactie".
const STILL = /\bnog (?:steeds|altijd) (?:niet|geen|niks|niets)\b/;

/**
 * Whether the employee says the answer before did not help them: "ok maar dat snap ik
 * niet", "dit is niet wat ik vroeg", "ja dat heb ik allemaal al geprobeerd", "thanks maar
 * hij staat er nog steeds niet bij". Offering the same FAQ again, or choices, helps nobody;
 * HR takes it over. A new question ("ok maar hoe zit het in het weekend?") is no such reply.
 */
export function notHelped(message: string): boolean {
  if (opensWithQuestionWord(message)) return false;
  const words = tokenize(message).map((t) => t.word);
  const but = words.indexOf("maar");
  const afterBut = words.slice(but + 1).join(" ");
  const reactsBut =
    but > 0 &&
    but <= REACTS_BUT &&
    words.slice(0, but).every((w) => reacts(w) || ALONG.test(w) || goesAlong(w)) &&
    // A question after the "maar" ("ok maar mag ik dan ook op zondag?") is a new question.
    !isAskingVerb(words[but + 1] ?? "") &&
    !CLARIFIES.test(afterBut) &&
    STUCK.test(afterBut);
  const said = words.join(" ");
  // Only after a reaction ("ik heb … nog steeds niet gehad" is a question of its own).
  const still = words.length > 0 && reacts(words[0]) && STILL.test(said);
  return reactsBut || (!message.includes("?") && (still || MISSED.some((pattern) => pattern.test(said))));
}
