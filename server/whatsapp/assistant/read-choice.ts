import { tokenize } from "../../knowledge/analysis/normalize.ts";

/** What an employee's reply to a list of choices says: the choice (0-based), none of them, unclear, or something else. */
export type ChoiceReply = { pick: number } | "decline" | "unclear" | null;

const ORDINALS = ["eerste", "tweede", "derde"];
const NUMBER_WORDS = ["een", "twee", "drie"];
// As tokenize writes them: "aub" and "svp" arrive as "alstublieft", "pls" as "alsjeblieft".
const POLITE = "(?: (?:graag|alstublieft|alsjeblieft|alsjeblief|please|dank je|dankje|dankjewel|bedankt|thanks))*";
const NUMBER = new RegExp(
  `^(?:(?:ja|ok|oke|okay|doe maar) )?(?:(?:optie|nummer|nr|keuze|vraag|de) )?([1-9]|${[...ORDINALS, ...NUMBER_WORDS].join("|")})(?: ?(?:e|de|ste))?(?: (?:optie|vraag))?${POLITE}$`,
);
const YES = new RegExp(
  `^(?:ja|jaa+|jep|jup|yes|ja klopt|klopt|jazeker|ja zeker|ja precies|precies|ja dat bedoel ik|dat bedoel ik)${POLITE}$`,
);
// "de laatste", "de middelste": by place in the list.
const PLACE = new RegExp(`^(?:(?:ja|ok|oke) )?(?:de )?(laatste|middelste)(?: (?:optie|vraag))?${POLITE}$`);
const NO = new RegExp(
  `^(?:nee|neen|nope|no|0|nee hoor|nee joh|geen|geen van beide|geen van allen|geen van deze|geen van alle|geen een|geen enkele|niks|niets|niet|nee geen van beide|nee geen|nee niks|(?:nee )?(?:iets|wat) anders|anders|allebei niet|alle(?:drie|bei)? niet|geen van (?:de|die) (?:twee|drie)|(?:nee )?dat is (?:het|t) niet|(?:nee )?klopt niet|geen van die)${POLITE}$`,
);

/**
 * Reads a reply to "Gaat je vraag over een van deze onderwerpen?" with `count` choices, in
 * the words the question analysis reads (folded, abbreviations written out; a keycap
 * emoji folds to its digit). A number ("2", "twee"), an ordinal ("de tweede"), a place
 * ("de laatste") or a keycap emoji picks one; "ja" picks the only one (with several it is unclear which); "nee" and its kin
 * decline. Anything longer is a new question and gets answered as one.
 */
export function readChoice(message: string, count: number): ChoiceReply {
  const said = tokenize(message)
    .map((t) => t.word)
    .join(" ");
  if (!said) return null;
  const number = NUMBER.exec(said);
  if (number) {
    const at = Math.max(ORDINALS.indexOf(number[1]), NUMBER_WORDS.indexOf(number[1]));
    const index = at >= 0 ? at : Number(number[1]) - 1;
    return index < count ? { pick: index } : "unclear";
  }
  const place = PLACE.exec(said)?.[1];
  if (place === "laatste") return { pick: count - 1 };
  if (place === "middelste") return count === 3 ? { pick: 1 } : "unclear";
  if (YES.test(said)) return count === 1 ? { pick: 0 } : "unclear";
  if (NO.test(said)) return "decline";
  return null;
}
