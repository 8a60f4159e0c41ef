import { COMING_DAYS, MONTHS, TODAY_WORDS, WEEKDAYS_FROM_SUNDAY } from "./calendar-words.ts";
import type { Token } from "./normalize.ts";

// Words that say when, after which "pas" means "only just" or "not until".
const WHEN = new Set([
  ...WEEKDAYS_FROM_SUNDAY,
  ...TODAY_WORDS,
  ...COMING_DAYS,
  ...MONTHS,
  ...["gister", "gisteren", "net", "sinds", "vorige", "volgende", "na", "om", "over", "begonnen"],
]);
// A word that makes "pas" a thing: "mijn pas maandag kwijtgeraakt" is still the staff pass
// ("mn" and "m'n" reach here written out). Not "het" or "dat": "ik hoorde het pas gisteren".
const OWNS = new Set(["mijn", "de", "een", "die", "deze", "je", "jouw", "uw", "zijn", "haar", "nieuwe", "oude"]);

/**
 * Whether the token at `i` is "pas" as an adverb ("ben pas maandag begonnen", "heb mn uren pas
 * dinsdag ingevuld"), which shares its key with the staff pass the texts mean.
 */
export function onlyJust(tokens: Token[], i: number): boolean {
  if (tokens[i].word !== "pas") return false;
  return WHEN.has(tokens[i + 1]?.word ?? "") && !OWNS.has(tokens[i - 1]?.word ?? "");
}
