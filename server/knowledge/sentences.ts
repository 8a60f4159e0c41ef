// A numbered list item's marker ("1. Bel", "2) Meld"): at the start of a line, or inside a
// paragraph whose line breaks were joined, right after the end of the sentence or colon
// that introduces it and before a capital. It marks an item like a bullet does; it is no
// sentence of its own, so "1." must not be quoted apart from "Bel vóór 07:00 uur".
const NUMBERED_ITEM = /(?:^|\s*\n|(?<=[.!?:;])\s+)\s*\d{1,2}[.)]\s+(?=\p{Lu})/u;
// Sentence ends (not inside numbers such as 12.50 or 09.00), line breaks and bullets.
const BOUNDARY = /(?<=[.!?])\s+(?=[^\s\d])|\s*\n\s*|\s*[•·▪]\s*/u;

/**
 * Sentences of a passage: split after . ! ? (not inside numbers such as 12.50 or 09.00),
 * and at line breaks, list bullets and numbered items, so each item of a list ("• bij je
 * eigen huwelijk: 2 dagen;", "1. Bel vóór 07:00 uur") can be quoted on its own.
 */
export function sentences(text: string): string[] {
  return text
    .split(new RegExp(`${NUMBERED_ITEM.source}|${BOUNDARY.source}`, "gu"))
    .map((s) => s.trim())
    .filter(Boolean);
}

// Function words of 4+ letters (the short ones are skipped anyway) and the words the
// suggestion templates add: they say nothing about a question's subject.
const FILLER = new Set(
  (
    "over voor naar door tegen zonder onder tussen heeft hebben wordt worden werd zijn deze dit " +
    "want maar ook niet geen omdat wanneer welke hoeveel hoelang waar waarom geregeld weten moet " +
    "moeten kunnen krijg krijgen mijn jouw onze hun iets alle veel meer mogen"
  ).split(" "),
);

/**
 * Content words reduced to a 5-letter prefix: a cheap stand-in for Dutch stemming that
 * makes "vakantiedagen" and "vakantiedag" (or "verhuizen" and "verhuizing") overlap.
 */
export function wordKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const m of text.toLowerCase().matchAll(/\p{L}{4,}/gu)) if (!FILLER.has(m[0])) keys.add(m[0].slice(0, 5));
  return keys;
}
