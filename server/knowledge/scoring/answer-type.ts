import { MONTHS } from "../analysis/calendar-words.ts";

// What kind of answer a question asks for, read from its question words: an amount or
// duration ("hoeveel", "hoe lang", "wat kost"), a moment ("wanneer", "hoe laat"), or a
// person or contact ("wie", "welk nummer"). A candidate that cannot hold such an answer
// (an FAQ about the topic with no number in it) is less likely to be the right one.
const ASKS: Array<[RegExp, RegExp]> = [
  [
    /\b(hoeveel|hoe ?lang|hoe ?hoog|hoe ?veel|wat kost|welk percentage|hoe ?vaak|hoe ?duur|hoeveelste|hoe oud)\b/,
    /\d|€|\b(twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|half|helft|dubbel|procent)\b/,
  ],
  [
    /\b(wanneer|wnr|hoe ?laat|hoe vroeg|welke dag|welke tijd|welke tijden|vanaf wanneer|tot wanneer)\b/,
    /\d|\b(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|dag|week|maand|jaar|voor|na|binnen|uiterlijk|direct|meteen|half|kwart|uur|ochtend|middag|avond|nacht|vanaf|zodra|volgende|eerstvolgende)\b/,
  ],
  // "wie betaalt …" is answered by who pays, often the organisation itself ("vergoeden we").
  [/\bwie (betaalt|vergoedt|regelt|bepaalt|beslist)\b/, /\b(we|wij|ons|onze|zelf|werkgever|opdrachtgever)\b/],
  [
    /\b(wie|bij wie|welk nummer|welk telefoonnummer|welk mailadres|welk e-?mailadres)\b/,
    /@|\d{3}|\b(intercedent|leidinggevende|teamleider|hr|planning|vertrouwenspersoon|bellen|mailen|werkgever|degene|receptie|bedrijfsarts|collega)\b/,
  ],
];

// A figure as texts write it: digits or a number word.
const FIGURE = String.raw`(\d|\b(een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|half|anderhalf))`;

// Units an amount is asked in ("hoeveel dagen", "hoeveel vakantiedagen", "hoeveel uur"),
// each with how a text states it: a figure before the unit, or the unit's own sign.
const UNITS: Array<[RegExp, RegExp]> = [
  [/dag(en)?$/, new RegExp(String.raw`${FIGURE}\s*\S*dag(en)?\b`)],
  [/(week|weken)$/, new RegExp(String.raw`${FIGURE}\s*\S*(week|weken)\b`)],
  [/(uur|uren|uurtjes)$/, /\d\s*\S*(uur|uren)\b|\d:\d\d/],
  [/(maand|maanden)$/, new RegExp(String.raw`${FIGURE}\s*(maand|maanden)\b`)],
  [/(euro|geld)$/, /€|\d\s*euro\b/],
  [/(kilometer|kilometers|km)$/, /\d\s*(kilometer|km)\b/],
];

// With at most one word between figure and unit: "52 gewerkte weken", "3 aaneengesloten weken".
const DURATION = new RegExp(
  String.raw`${FIGURE}\s*(?:[a-zà-ÿ]+\s+)?\S*(minuut|minuten|uur|uren|dag|dagen|week|weken|maand|maanden|jaar|jaren)\b`,
);

const MONTH = new RegExp(`\\b(${MONTHS.join("|")}|elke maand)\\b`);

/**
 * When an amount is asked in a unit ("na hoeveel dagen", "hoeveel vakantiedagen"), whether
 * the text states one in that unit: an FAQ with a phone number and "2 uur" in it holds a
 * figure, but not a number of days. Null when no unit is named.
 */
function holdsAskedUnit(question: string, text: string): boolean | null {
  // "hoe lang" asks a duration: a figure in minutes, hours, days, weeks, months or years.
  if (/\bhoe ?lang\b/.test(question)) return DURATION.test(text);
  // "welke maand" asks for a month by name (or "elke maand").
  if (/\bwelke maand\b/.test(question)) return MONTH.test(text);
  const unit = question.match(/\bhoeveel\s+(\S+)/)?.[1];
  const rule = unit && UNITS.find(([named]) => named.test(unit));
  return rule ? rule[1].test(text) : null;
}

/** 1 when the text can hold the kind of answer asked for, -1 when it cannot, 0 when nothing specific is asked. */
export function answerTypeMatch(question: string, text: string): number {
  const q = question.toLowerCase();
  const t = text.toLowerCase();
  const unit = holdsAskedUnit(q, t);
  if (unit !== null) return unit ? 1 : -1;
  let asked = false;
  for (const [ask, holds] of ASKS) {
    if (!ask.test(q)) continue;
    asked = true;
    if (holds.test(t)) return 1;
  }
  return asked ? -1 : 0;
}
