import { reportText } from "./report-text.ts";
import { askedAbroad, SICK_ABROAD } from "./reports-abroad.ts";

// The employee says they are ill now, in the first person: "ik ben ziek", "voel me niet
// lekker", "lig met griep op bed", "heb koorts", "ik wil me ziekmelden". Not a question about
// the rules ("hoe meld ik me ziek", "krijg ik loon als ik ziek ben"), nor someone else's
// illness ("mijn dochter is ziek"), nor an illness that is over ("ik was ziek", "ben ziek
// geweest", "heb corona gehad"), nor "niet goed" about something else ("ik ben niet goed
// uitbetaald", "voel me niet goed behandeld"). Also when not coming in, with the illness
// beside it ("kan morgen niet komen ziek"), typed in a hurry ("ik ben zik vandaag kan nie
// kome"), and in English, Polish or Romanian (reports-abroad.ts, with its own question guard).
const UNWELL = String.raw`(?:ziek|ziekjes|grieperig|misselijk|verkouden|beroerd|brak|niet (?:lekker|fit|helemaal fit|top)|niet goed(?=\s*(?:$|[,.!?;]|(?:vandaag|vanochtend|vanmorgen|vannacht|en|dus|want)\b)))`;
const ILLNESS = `(?:griep|buikgriep|koorts|migraine|corona|covid|keelontsteking|voedselvergiftiging|oorontsteking|blaasontsteking|longontsteking|(?:de ziekte van )?pfeiffer|buikpijn|hoofdpijn|keelpijn|rugpijn|kiespijn|diarree|spit)`;
export const WHEN = String.raw`(?:vandaag|morgen|vanochtend|vanmorgen|vanavond|vannacht|nu|sinds \S+|vanaf \S+|al (?:een paar|twee|drie|\d+) dagen)`;
const FILLER = String.raw`(?:(?:${WHEN}|echt|best|erg|heel|flink|helaas|behoorlijk|een beetje|wat|al|weer|toch|ook|nog steeds|wel|zo|nogal|hartstikke|ontzettend)\s+)*`;
export const CANNOT_COME = String.raw`(?:ik\s+)?(?:kan|kun)\s+(?:ik\s+)?(?:${WHEN}\s+)?(?:helaas\s+)?niet\s+(?:komen|werken|komen werken)`;
// Global, so each is scanned for every place it matches (one may be a condition, the next not).
const SAYS_ILL = [
  new RegExp(String.raw`\b(?:ik ben|ben ik|ben)\s+${FILLER}${UNWELL}\b`),
  new RegExp(
    String.raw`\b(?:ik voel me|voel ik me|voel me|ik lig|lig)\b[^.?!]{0,25}?(?:\b${UNWELL}|\bop bed\b|\bplat\b|\bellendig\b|\brot\b|\bin het ziekenhuis\b)`,
  ),
  new RegExp(
    String.raw`\b(?:ik heb|heb ik|heb)\s+${FILLER}(?:de |een |hoge |flinke |zware |erge |last van )*${ILLNESS}\b`,
  ),
  new RegExp(
    String.raw`\b(?:ik meld|meld|ik wil|wil|ik moet|moet)\s+me\s+(?:hierbij\s+|bij deze\s+|${WHEN}\s+)?ziek(?:\s?melden)?\b`,
  ),
  new RegExp(String.raw`(?:^|[.!,]\s*)(?:ben\s+)?ziek\s+${WHEN}\b`),
  // The whole message: "ziek", "ben ziek 🤒".
  /^\s*(?:ik ben |ben )?ziek(?:[\s.!]|\p{Extended_Pictographic}|\u{FE0F})*$/u,
  new RegExp(String.raw`\bziekmelding\s+(?:voor\s+)?${WHEN}\b`),
  // Not coming in, with the reason beside it, as people type it in a hurry: "ik kan morgen
  // niet komen ziek", "hoofdpijn kan niet werken vandaag", "ziek kan niet komen".
  new RegExp(String.raw`\b${CANNOT_COME}[\s,.!-]*(?:want\s+|omdat\s+|ben\s+|ik ben\s+)?(?:${UNWELL}|${ILLNESS})\b`),
  new RegExp(String.raw`(?:^|[.!,]\s*)(?:${UNWELL}|${ILLNESS})[\s,.!-]+(?:dus\s+|en\s+)?${CANNOT_COME}`),
  // Keeps each pattern's own flags: without "u", \p{Extended_Pictographic} above reads as letters.
].map((re) => new RegExp(re.source, `${re.flags.replace("g", "")}g`));
// Just before the words: a condition or question about the rules, not a report.
export const CONDITION =
  /\b(?:als|wanneer|indien|mocht|stel(?: dat)?|zodra|terwijl|tijdens|if|when|while)\s+(?:\S+\s+){0,2}$/;
// Just after: an illness that is over.
const OVER = /^\s*(?:geweest|was|gehad)\b/;

/** Whether a message reports the writer ill now (see above). */
export function reportsSick(message: string): boolean {
  const text = reportText(message);
  for (const pattern of SAYS_ILL) {
    for (const m of text.matchAll(pattern)) {
      const before = text.slice(0, m.index);
      const after = text.slice(m.index + m[0].length);
      if (/\b(?:was|werd)\s*$/.test(before) || CONDITION.test(before) || OVER.test(after)) continue;
      return true;
    }
  }
  return saidAbroad(reportText(message, false), SICK_ABROAD);
}

/** Whether one of `patterns` matches `text` somewhere outside a question or condition. */
export function saidAbroad(text: string, patterns: RegExp[]): boolean {
  return patterns.some((re) => [...text.matchAll(re)].some((m) => !askedAbroad(text, m.index, m.index + m[0].length)));
}
