import type { Block } from "./block.ts";
import { markdownHeading, markdownInline } from "./markdown-inline.ts";
import { tableRowText } from "./table-row-text.ts";
import { withoutSectionNumber } from "./without-section-number.ts";

/**
 * A line that starts with this character is text, never a heading, and starts a paragraph
 * of its own: a PDF's footnote ("Via de app of het formulier") is short and often has no
 * full stop, and would otherwise head the next page's text (see pdf-lines.ts).
 */
export const TEXT_ONLY = "\u001E";

// A plain-text heading: a short line that ends no sentence ("Ziekmelding", "Verlof en
// vakantie"), capitalised or numbered, with a word in it (a phone number is no heading),
// as people type them in a .txt handbook.
const PLAIN_HEADING = /^[\p{Lu}\d][^.!?:;,]{0,48}$/u;
const isPlainHeading = (line: string) => {
  const t = line.trim();
  return PLAIN_HEADING.test(t) && /\p{L}{3}/u.test(t) && t.split(/\s+/).length <= 7 && !t.includes("\t");
};
// "3.2 Toeslagen", "4 Verlof en ziekte", "Artikel 22 Vakantiedagen": a section number before a capital is a heading even
// where no blank line sets it apart (text copied out of a PDF has none).
// A CAO numbers its articles in words: "Artikel 22 Vakantiedagen" heads its text the same way.
const SECTION_NUMBER =
  /^(?:(?:Artikel|ARTIKEL|Hoofdstuk|HOOFDSTUK|Bijlage|BIJLAGE|Paragraaf)[ \t]+\d{1,3}[a-z]?|\d{1,2}(?:\.\d{1,2})*)\.?[ \t]+(?=\p{Lu})/u;
const isNumberedHeading = (line: string) => {
  const m = SECTION_NUMBER.exec(line.trim());
  return !!m && isPlainHeading(line.trim().slice(m[0].length));
};

// A word broken at the line's end ("vakantie-" / "geld") is one word when the line after
// goes on in lower case; "zon-" / "en feestdagen" keeps its hyphen before a conjunction.
const BROKEN_WORD = /(\p{L})-$/u;
const CONJUNCTION = /^(?:en|of|tot|t\/m)\b/;
// Two or more white-space characters, or one that is not a plain space.
const WHITE_SPACE_TO_COLLAPSE = /\s{2,}|[^\S ]/g;
function joinLines(lines: readonly string[]): string {
  const parts: string[] = [];
  for (const raw of lines) {
    // Each run of white space as one space, as `.replace(/\s+/g, " ")` does, but a lone space
    // is left as it is rather than replaced by another: on a 50 MB handbook that rewrote
    // every word gap and cost the reading thread about 0.45 s of CPU.
    const line = raw.replace(WHITE_SPACE_TO_COLLAPSE, " ").trim();
    if (!line) continue;
    // Only the line before is looked at: testing the text joined so far made a paragraph of
    // many lines take quadratic time (a large upload held the job worker for good).
    const before = parts.at(-1);
    if (before && BROKEN_WORD.test(before) && /^\p{Ll}/u.test(line) && !CONJUNCTION.test(line))
      parts[parts.length - 1] = before.slice(0, -1) + line;
    else parts.push(line);
  }
  return parts.join(" ");
}

// Tables typed as text: Markdown's pipes ("| Leeftijd | Dagen |" over "| --- | --- |") and
// tab-separated rows (pasted from Excel, or a PDF's table read by column position).
const PIPE_ROW = /^\s*\|.*\|\s*$/;
const PIPE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const pipeCells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((c) => markdownInline(c.trim()));
const tabCells = (line: string) => line.split(/\t+/).map((c) => c.trim());
const isTabRow = (line: string) => line.includes("\t") && tabCells(line.trim()).filter(Boolean).length >= 2;

/**
 * Blocks of plain text or Markdown, line by line. A lone short line is a heading only when
 * text follows it; otherwise it is text ("Contact" / "Ziekmeldlijn" / "050 123 45 67"), so
 * every line ends up in some passage. A table's rows each become "Kop: waarde; Kop: waarde".
 */
export async function* lineBlocks(
  source: AsyncIterable<string | readonly string[]>,
  markdown: boolean,
): AsyncGenerator<Block> {
  let paragraph: string[] = [];
  // A lone short line, held until what follows shows whether it heads text.
  let lone: string | null = null;
  let table: { headers: string[]; cells: (line: string) => string[]; row: (line: string) => boolean } | null = null;
  let pendingTabRow: string | null = null;
  const heading = (text: string): Block => ({ type: "heading", text: withoutSectionNumber(text) });
  const release = function* (textFollows: boolean): Generator<Block> {
    const line = lone;
    lone = null;
    if (!line) return;
    // A numbered line over a sub-heading is a chapter title: still a heading (empty ones are dropped).
    if (textFollows || isNumberedHeading(line)) yield heading(line);
    else yield { type: "paragraph", text: line };
  };
  const flush = function* (): Generator<Block> {
    const lines = paragraph;
    paragraph = [];
    if (!lines.some((l) => l.trim())) return;
    const textOnly = lines[0].startsWith(TEXT_ONLY);
    if (textOnly) lines[0] = lines[0].slice(TEXT_ONLY.length);
    // A heading typed on the line above its text, which starts a new sentence (a hard-wrapped
    // paragraph goes on in lower case): "Ziekmelding" / "Ben je ziek? Bel ...".
    const headed =
      !markdown &&
      !textOnly &&
      (isPlainHeading(lines[0]) || isNumberedHeading(lines[0])) &&
      (lines.length === 1 || /^\s*[\p{Lu}\d]/u.test(lines[1]));
    yield* release(!headed);
    if (headed && lines.length === 1) {
      lone = lines[0].trim();
      return;
    }
    if (headed) yield heading(joinLines(lines.slice(0, 1)));
    const text = joinLines(headed ? lines.slice(1) : lines);
    if (text) yield { type: "paragraph", text };
  };
  const textLine = function* (line: string): Generator<Block> {
    if (line.startsWith(TEXT_ONLY) || (!markdown && isNumberedHeading(line) && paragraph.length)) yield* flush();
    paragraph.push(markdown ? markdownInline(line) : line);
  };
  // Lines come one at a time or a batch at a time (see textLineBatches).
  for await (const item of source) {
    for (const raw of typeof item === "string" ? [item] : item) {
      const line = raw.replace(/^\uFEFF/, "").replaceAll("\u00AD", "");
      if (table) {
        if (table.row(line)) {
          if (PIPE_RULE.test(line)) continue;
          yield* release(true);
          const text = tableRowText(table.headers, table.cells(line));
          if (text) yield { type: "paragraph", text };
          continue;
        }
        table = null;
      }
      if (pendingTabRow !== null) {
        const first: string = pendingTabRow;
        pendingTabRow = null;
        if (isTabRow(line)) {
          yield* flush();
          table = { headers: tabCells(first.trim()), cells: (l) => tabCells(l.trim()), row: isTabRow };
          yield* release(true);
          const text = tableRowText(table.headers, table.cells(line));
          if (text) yield { type: "paragraph", text };
          continue;
        }
        yield* textLine(first);
      }
      if (PIPE_ROW.test(line)) {
        if (PIPE_RULE.test(line) && paragraph.length && PIPE_ROW.test(paragraph[paragraph.length - 1])) {
          // The row above the rule held the headers, not text.
          const headers = (paragraph.pop() ?? "").trim();
          yield* flush();
          table = { headers: pipeCells(headers), cells: pipeCells, row: (l) => PIPE_ROW.test(l) };
          continue;
        }
        paragraph.push(line);
        continue;
      }
      if (isTabRow(line)) {
        pendingTabRow = line;
        continue;
      }
      // Plain text takes Markdown's "# Kop" too: people write their .txt handbooks that way.
      const mdHeading = markdown || /^#{1,6}\s/.test(line) ? markdownHeading(line) : null;
      if (mdHeading !== null) {
        yield* flush();
        yield* release(false);
        if (mdHeading) yield { type: "heading", text: mdHeading };
      } else if (!line.trim() || (markdown && /^\s*(```|---+|\*\*\*+)\s*$/.test(line))) {
        yield* flush();
      } else {
        yield* textLine(line);
      }
    }
  }
  if (pendingTabRow !== null) paragraph.push(pendingTabRow);
  yield* flush();
  yield* release(false);
}
