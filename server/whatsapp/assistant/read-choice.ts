import { tokenize } from "../../knowledge/analysis/normalize.ts";

/** What an employee's reply to a list of choices says: the choice (0-based), none of them, unclear, or something else. */
export type ChoiceReply = { pick: number } | "decline" | "unclear" | null;

const ORDINALS = ["eerste", "tweede", "derde"];
// As tokenize writes them: "aub" and "svp" arrive as "alstublieft", "pls" as "alsjeblieft".
const POLITE = "(?: (?:graag|alstublieft|alsjeblieft|alsjeblief|please|dank je|dankje|dankjewel|bedankt|thanks))*";
const NUMBER = new RegExp(
  `^(?:ja )?(?:(?:optie|nummer|nr|keuze|vraag|de) )?([1-9]|${ORDINALS.join("|")})(?: ?(?:e|de|ste))?(?: (?:optie|vraag))?${POLITE}$`,
);
const YES = new RegExp(
  `^(?:ja|jaa+|jep|jup|yes|ja klopt|klopt|jazeker|ja zeker|ja precies|precies|ja dat bedoel ik|dat bedoel ik)${POLITE}$`,
);
const NO = new RegExp(
  `^(?:nee|neen|nope|no|0|nee hoor|nee joh|geen|geen van beide|geen van allen|geen van deze|geen van alle|geen een|geen enkele|niks|niets|niet|nee geen van beide|nee geen|nee niks)${POLITE}$`,
);

/**
 * Reads a reply to "Gaat je vraag over een van deze onderwerpen?" with `count` choices, in
 * the words the question analysis reads (folded, abbreviations written out; a keycap
 * emoji folds to its digit). A number, an ordinal ("de tweede") or a keycap emoji picks
 * one; "ja" picks the only one (with several it is unclear which); "nee" and its kin
 * decline. Anything longer is a new question and gets answered as one.
 */
export function readChoice(message: string, count: number): ChoiceReply {
  const said = tokenize(message)
    .map((t) => t.word)
    .join(" ");
  if (!said) return null;
  const number = NUMBER.exec(said);
  if (number) {
    const at = ORDINALS.indexOf(number[1]);
    const index = at >= 0 ? at : Number(number[1]) - 1;
    return index < count ? { pick: index } : "unclear";
  }
  if (YES.test(said)) return count === 1 ? { pick: 0 } : "unclear";
  if (NO.test(said)) return "decline";
  return null;
}
