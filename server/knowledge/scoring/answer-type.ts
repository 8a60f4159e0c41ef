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

/** 1 when the text can hold the kind of answer asked for, -1 when it cannot, 0 when nothing specific is asked. */
export function answerTypeMatch(question: string, text: string): number {
  const q = question.toLowerCase();
  const t = text.toLowerCase();
  let asked = false;
  for (const [ask, holds] of ASKS) {
    if (!ask.test(q)) continue;
    asked = true;
    if (holds.test(t)) return 1;
  }
  return asked ? -1 : 0;
}
