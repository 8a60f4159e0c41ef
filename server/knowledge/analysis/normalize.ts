import abbreviations from "./data/whatsapp-abbreviations.nl.json" with { type: "json" };
import { mixesEnglish } from "./english-words.ts";
import { shortenedCompounds } from "./shortened-compounds.ts";

const ABBREVIATIONS = new Map(Object.entries(abbreviations as Record<string, string>));

export type Token = { word: string; start: number; end: number };

/** Lower case without diacritics ("ë" → "e"), the form every comparison uses. */
export function fold(text: string): string {
  return text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");
}

// Words, numbers with their decimals or times ("8,50", "20:00"), and the apostrophe forms
// WhatsApp Dutch uses ("m'n", "'s avonds", "collega's").
// An emoji is read only when it says a word ("🤒" is ziek; see the abbreviations).
const TOKEN =
  /(?<ordinal>\d{1,2}(?:e|de|ste)\b)|\d+(?:[.,:]\d+)*|'?\p{L}+(?:'\p{L}+)*|[%€]|(?<emoji>\p{Extended_Pictographic})/gu;
// "2e kerstdag", "1ste dag": texts write the ordinal out ("Tweede Kerstdag", "eerste ziektedag").
const ORDINALS = ["eerste", "tweede", "derde", "vierde", "vijfde", "zesde", "zevende", "achtste", "negende", "tiende"];
// Numbers written out, as dictated messages do ("van twaalf uur s nachts tot zes uur"), read
// as the digits texts use. Not "een" (also the article) nor ordinals ("tweede").
const NUMBER_WORDS = new Map(
  "twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien twintig"
    .split(" ")
    .map((w, i) => [w, String(i + 2)]),
);
// Texts write "91%" and "€ 50"; employees ask "hoeveel procent", "hoeveel euro".
const SYMBOLS = new Map([
  ["%", "procent"],
  ["€", "euro"],
]);

/**
 * The tokens of a text as analysis reads them: folded, with WhatsApp abbreviations written
 * out ("mn" → "mijn", "wnr" → "wanneer") and shortened compounds whole ("zon- en
 * feestdagen" → zondagen, feestdagen); each keeps its place in the original text so
 * highlights and extracts can point back at it.
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const folded = fold(text);
  const shortened = shortenedCompounds(folded);
  // "do" is donderdag in Dutch WhatsApp, and the verb in English ("do i have to report it");
  // which one is read once, when a "do" comes.
  let english: boolean | undefined;
  for (const match of folded.matchAll(TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    const number = match.groups?.ordinal ? Number.parseInt(match[0], 10) : 0;
    const raw =
      shortened.get(start) ?? (number ? (ORDINALS[number - 1] ?? String(number)) : match[0].replace(/^'/, ""));
    if (raw === "do") english ??= mixesEnglish(folded);
    const expanded =
      raw === "do" && english
        ? undefined
        : (SYMBOLS.get(raw) ?? NUMBER_WORDS.get(raw) ?? ABBREVIATIONS.get(raw) ?? ABBREVIATIONS.get(match[0]));
    if (match.groups?.emoji && !expanded) continue;
    if (expanded) {
      for (const word of expanded.split(" ")) out.push({ word, start, end });
    } else if (raw.includes("'") && !raw.endsWith("'s")) {
      for (const word of raw.split("'")) if (word) out.push({ word, start, end });
    } else {
      out.push({ word: raw, start, end });
    }
  }
  return out;
}
