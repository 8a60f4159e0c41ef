/** What an employee's reply to a list of choices says: the choice (0-based), none of them, unclear, or something else. */
export type ChoiceReply = { pick: number } | "decline" | "unclear" | null;

const ORDINALS = ["eerste", "tweede", "derde"];
const POLITE = "(?: (?:graag|aub|alsjeblieft|alsjeblief|pls|please|svp|dank je|dankje|dankjewel|bedankt|thanks))*";
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
 * Reads a reply to "Bedoel je een van deze vragen?" with `count` choices. A number, an
 * ordinal ("de tweede") or a keycap emoji picks one; "ja" picks the only one (with
 * several it is unclear which); "nee" and its kin decline. Anything longer is a new
 * question and gets answered as one.
 */
export function readChoice(message: string, count: number): ChoiceReply {
  const said = message
    .toLowerCase()
    .replace(/([0-9])\uFE0F?\u20E3/gu, "$1")
    .replace(/[^\p{L}\p{N} ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
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
