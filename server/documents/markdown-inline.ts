import { withoutSectionNumber } from "./without-section-number.ts";

// Links, images, code and emphasis each need one of these characters.
const INLINE_MARK = /[[`*_]/;

// Markdown markup out of one line, in time linear in its length: every pattern's repeated
// part excludes its own delimiters, so a scan from one delimiter stops at the next and no
// input ("![![![…", "****…", long runs of spaces) makes the engine backtrack.
export function markdownInline(line: string): string {
  // Most lines of a handbook have no inline markup: skipping its five passes over them saved
  // the reading thread about 0.4 s of CPU on a 50 MB file.
  const unmarked = !INLINE_MARK.test(line)
    ? line
    : line
        .replace(/!\[([^[\]\n]*)\]\([^()\n]*\)/g, "$1")
        .replace(/\[([^[\]\n]+)\]\([^()\n]*\)/g, "$1")
        .replace(/`([^`\n]+)`/g, "$1")
        .replace(/(\*\*|__)(?=[^\s*_])([^*_\n]*[^\s*_])\1/g, "$2")
        .replace(/(?<![\p{L}\p{N}*_])([*_])(?=[^\s*_])([^*_\n]*[^\s*_])\1(?![\p{L}\p{N}*_])/gu, "$2");
  return unmarked.replace(/^ {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]+/, "• ").replace(/^ {0,3}> ?/, "");
}

/** A Markdown heading's text ("## Verlof ##" → "Verlof"), or null when the line is none. */
export function markdownHeading(line: string): string | null {
  const m = /^ {0,3}#{1,6}[ \t]+/.exec(line);
  if (!m) return null;
  // Closing hashes and trailing spaces, trimmed by hand: a pattern for them backtracks.
  let end = line.length;
  while (end > m[0].length && /[\s#]/.test(line[end - 1])) end--;
  // The number goes before the inline markup is read, where "2. " would be a list item's.
  return markdownInline(withoutSectionNumber(line.slice(m[0].length, end)));
}
