/**
 * Sentences of a passage: split after . ! ? (not inside numbers such as 12.50 or 09.00),
 * and at line breaks and list bullets, so each item of a list ("• bij je eigen huwelijk:
 * 2 dagen;") can be quoted on its own.
 */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[^\s\d])|\s*\n\s*|\s*[•·▪]\s*/u)
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
