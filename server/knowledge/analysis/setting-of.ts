import type { QueryGroup } from "./analyze-question.ts";
import { COMING_DAYS, MONTHS, PERIOD_WORDS, TODAY_WORDS, WORKDAYS } from "./calendar-words.ts";
import { isPlaceName } from "./dutch-lexicon.ts";

// When and where something happens ("volgende week donderdag", "in juni", "morgen", "in
// hoogezand") is the setting of a question, rarely its topic.
// (Saturday and Sunday are left out: asked with them, a question is often about the weekend.)
// "morgenochtend", "morgenavond": tomorrow's part of the day, as "vanavond" is today's.
const WHEN = new RegExp(
  `^(${[...WORKDAYS, ...WORKDAYS.map((d) => `${d}en`), ...MONTHS, ...TODAY_WORDS, ...COMING_DAYS].join("|")}|gisteren|gister|eergisteren|vanmorgen|straks|zojuist|(?:${COMING_DAYS.join("|")})(?:ochtend|middag|avond|nacht|vroeg))$`,
);
// "volgende week", "deze maand": a period named as the setting, not "per week" or "een maand vrij".
// "om 6 uur", "tot 23 uur": a time of day, not the hours worked ("12 uur per week").
// "half december", "eind juli": the part of a month is when, too.
const SETTING_PERIOD = new RegExp(
  `\\b(?:(?:${PERIOD_WORDS.join("|")}) (week|maand)|(?:om|tot|vanaf|rond|tegen) \\d{1,2}(?:[:.]\\d\\d)? (uur)|(half|eind|begin|midden) (?:${MONTHS.join("|")}))\\b`,
  "g",
);

/** Which of a question's groups say when or where it happens (its setting), not what it is about. */
export function settingOf(question: string): (g: QueryGroup) => boolean {
  const periods = new Set(
    [...question.toLocaleLowerCase("nl").matchAll(SETTING_PERIOD)].map((m) => m[1] ?? m[2] ?? m[3]),
  );
  return (g) => WHEN.test(g.surface) || isPlaceName(g.surface) || periods.has(g.surface);
}
