import type { Block } from "./block.ts";

export type Passage = { heading: string; content: string };

export const TARGET_PASSAGE_CHARS = 900;
const MAX_PASSAGE_CHARS = 1400;

/** Splits an over-long paragraph at sentence ends (else at spaces) into pieces that fit. */
function splitLong(text: string): string[] {
  if (text.length <= MAX_PASSAGE_CHARS) return [text];
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > MAX_PASSAGE_CHARS) {
    const window = rest.slice(0, MAX_PASSAGE_CHARS);
    const sentence = Math.max(window.lastIndexOf(". "), window.lastIndexOf("? "), window.lastIndexOf("! "));
    const cut =
      sentence > TARGET_PASSAGE_CHARS / 2
        ? sentence + 1
        : window.lastIndexOf(" ") > 0
          ? window.lastIndexOf(" ")
          : MAX_PASSAGE_CHARS;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * Passages of about TARGET_PASSAGE_CHARS that never cross a heading, each carrying the
 * heading path it sits under, so "Verlof › Bijzonder verlof" travels with its text.
 */
export async function* chunkPassages(blocks: AsyncIterable<Block>): AsyncGenerator<Passage> {
  let heading = "";
  let parts: string[] = [];
  let size = 0;
  const flush = function* (): Generator<Passage> {
    if (parts.length) yield { heading, content: parts.join("\n") };
    parts = [];
    size = 0;
  };
  for await (const block of blocks) {
    if (block.type === "heading") {
      yield* flush();
      heading = block.text;
      continue;
    }
    for (const piece of splitLong(block.text)) {
      if (size > 0 && size + piece.length > TARGET_PASSAGE_CHARS) yield* flush();
      parts.push(piece);
      size += piece.length + 1;
    }
  }
  yield* flush();
}
