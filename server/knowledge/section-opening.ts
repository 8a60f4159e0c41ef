import { sentences } from "./sentences.ts";

/**
 * A section's text from its start, whole sentences (and list lines) in order within
 * `maxChars`: a heading is about all of its section, so nothing in between is skipped, as
 * choosing sentences by the heading's words would ("Toeslagen" kept two of four rates).
 * A first sentence longer than `maxChars` is cut at a word, with an ellipsis.
 */
export function sectionOpening(text: string, maxChars = 450): string {
  const kept: string[] = [];
  let length = 0;
  for (const sentence of sentences(text)) {
    if (length + sentence.length + (kept.length ? 1 : 0) > maxChars) break;
    kept.push(sentence);
    length += sentence.length + (kept.length > 1 ? 1 : 0);
  }
  if (kept.length) return kept.join(" ");
  return `${text.slice(0, maxChars - 1).replace(/\s+\S*$/, "")}…`;
}
