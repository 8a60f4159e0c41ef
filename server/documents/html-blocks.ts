import type { Readable } from "node:stream";
import type { Block } from "./block.ts";
import { decodeEntities, withoutSoftHyphens } from "./decode-entities.ts";
import { tableRowText } from "./table-row-text.ts";
import { withoutSectionNumber } from "./without-section-number.ts";

const blockTags = new Set([
  "p",
  "div",
  "br",
  "li",
  "tr",
  "td",
  "th",
  "section",
  "article",
  "table",
  "ul",
  "ol",
  "header",
  "footer",
  "main",
  "blockquote",
  "pre",
  "dd",
  "dt",
]);
const MSO_TOC = /\sclass\s*=\s*["']?MsoToc/i;
// Hidden by its style (up to the quote that closes it: Word writes style='font-family:"Arial";
// display:none;mso-hide:all'), or by the hidden attribute.
const HIDDEN =
  /\sstyle\s*=\s*(?:"[^"]*(?:display\s*:\s*none|visibility\s*:\s*hidden|mso-hide\s*:\s*all)|'[^']*(?:display\s*:\s*none|visibility\s*:\s*hidden|mso-hide\s*:\s*all))|\shidden(?=[\s>/=]|$)/i;
const skipTags = new Set(["script", "style", "noscript", "template", "svg", "head"]);
// Elements without content or closing tag: one styled display:none hides only itself.
const voidTags = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
// A tag is read up to this many characters (its name and a style or class are at the
// start); the rest of a longer one (an inline image's data) is passed over, not kept.
const MAX_TAG_CHARS = 4096;
const TAG_START = /[A-Za-z/!?]/;

const cleanText = (raw: string) => withoutSoftHyphens(decodeEntities(raw)).replace(/\s+/g, " ").trim();
const MAX_CELLS = 64; // cells of one row read as such; more (broken markup) go into the last

/**
 * Text from HTML, tolerant of broken markup: a small streaming tokenizer (no DOM), so
 * size does not matter. Scripts, styles and comments are dropped; h1–h6 become headings.
 * A table's first row holds its headers (Word writes them as td, not th), and each later
 * row becomes one paragraph "Kop: waarde; Kop: waarde"; a table nested in a cell is read
 * as that cell's text.
 */
export async function* htmlBlocks(stream: Readable): AsyncGenerator<Block> {
  let text = "";
  let tag = "";
  let inTag = false;
  let skipping: string | null = null;
  // Open elements of the skipped one's name inside it: a hidden div ends at its own </div>.
  let skipDepth = 0;
  let headingDepth = 0;
  let comment = false;
  const blocks: Block[] = [];
  let tableDepth = 0;
  let headers: string[] | null = null;
  let row: string[] | null = null;
  let rowsAfterHeaders = 0;
  const endCell = () => {
    const clean = cleanText(text);
    text = "";
    if (!row) row = [];
    if (row.length < MAX_CELLS) row.push(clean);
    else row[row.length - 1] = `${row[row.length - 1]} ${clean}`.trim();
  };
  const endRow = () => {
    if (text.trim()) endCell();
    text = "";
    const cells = row ?? [];
    row = null;
    const filled = cells.filter(Boolean);
    if (!filled.length) return;
    // A row of one cell (a caption, a merged title row) is plain text.
    if (filled.length === 1) {
      blocks.push({ type: "paragraph", text: filled[0] });
      return;
    }
    if (!headers) {
      headers = cells;
      return;
    }
    rowsAfterHeaders++;
    blocks.push({ type: "paragraph", text: tableRowText(headers, cells) });
  };
  const endTable = () => {
    endRow();
    // A table of one row has no values under its headers: its cells are the text.
    if (headers && !rowsAfterHeaders) blocks.push({ type: "paragraph", text: headers.filter(Boolean).join("; ") });
    headers = null;
    rowsAfterHeaders = 0;
  };
  const flush = (asHeading: boolean) => {
    const clean = cleanText(text);
    text = "";
    if (clean)
      blocks.push(
        asHeading ? { type: "heading", text: withoutSectionNumber(clean) } : { type: "paragraph", text: clean },
      );
  };
  const onTag = (raw: string) => {
    // Trimmed first: two optional runs of spaces in one pattern backtrack on "<      …".
    const m = raw.trimStart().match(/^(\/)?\s*([a-zA-Z0-9]+)/);
    if (!m) return;
    const closing = !!m[1];
    const name = m[2].toLowerCase();
    const selfClosing = raw.trim().endsWith("/") || voidTags.has(name);
    if (skipping) {
      // Scripts and styles are raw text: their first closing tag ends them. Hidden and
      // table-of-contents elements may hold elements of their own name.
      if (skipTags.has(skipping)) {
        if (closing && name === skipping) skipping = null;
        return;
      }
      if (name !== skipping || selfClosing) return;
      if (!closing) skipDepth++;
      else if (--skipDepth <= 0) skipping = null;
      return;
    }
    if (!closing && skipTags.has(name) && !selfClosing) {
      flush(headingDepth > 0);
      skipping = name;
      skipDepth = 1;
      return;
    }
    // Word's web page: its table of contents (class MsoToc1…) repeats every heading with a
    // page number, and text styled display:none is not on the page; neither is document text.
    if (!closing && (MSO_TOC.test(raw) || HIDDEN.test(raw)) && !selfClosing) {
      if (blockTags.has(name)) flush(headingDepth > 0);
      skipping = name;
      skipDepth = 1;
      return;
    }
    if (name === "table") {
      if (closing && tableDepth === 1) endTable();
      else if (!closing && tableDepth === 0) flush(headingDepth > 0);
      tableDepth = closing ? Math.max(0, tableDepth - 1) : tableDepth + 1;
      return;
    }
    if (tableDepth > 0) {
      // Inside a table only rows and cells of the outer table split the text.
      if (tableDepth === 1 && name === "tr") endRow();
      else if (tableDepth === 1 && (name === "td" || name === "th")) {
        if (closing || text.trim()) endCell();
      } else text += " ";
      return;
    }
    if (/^h[1-6]$/.test(name)) {
      flush(headingDepth > 0);
      headingDepth = closing ? Math.max(0, headingDepth - 1) : headingDepth + 1;
      return;
    }
    // A heading is one line: a <br> (or a block) inside it is a space, not a second heading.
    if (blockTags.has(name)) {
      if (headingDepth > 0) text += " ";
      else flush(false);
    }
  };
  // A comment ends at "-->": the dashes just before are counted, its text is not kept.
  let dashes = 0;
  for await (const chunk of stream) {
    for (const ch of String(chunk)) {
      if (comment) {
        if (ch === ">" && dashes >= 2) comment = false;
        dashes = ch === "-" ? dashes + 1 : 0;
      } else if (inTag) {
        if (ch === ">") {
          inTag = false;
          onTag(tag);
          tag = "";
        } else if (!tag && !TAG_START.test(ch)) {
          // "a < b": a "<" that starts no tag is text, as in a browser.
          if (!skipping) text += "<";
          if (ch !== "<") {
            inTag = false;
            if (!skipping) text += ch;
          }
        } else {
          if (tag.length < MAX_TAG_CHARS) tag += ch;
          if (tag === "!--") {
            inTag = false;
            comment = true;
            dashes = 0;
            tag = "";
          }
        }
      } else if (ch === "<") {
        inTag = true;
      } else if (!skipping) {
        text += ch;
        // A page without block tags must not grow one paragraph without bound.
        if (text.length > 20_000 && /\s/.test(ch)) {
          if (tableDepth > 0) endCell();
          else flush(headingDepth > 0);
        }
      }
    }
    yield* blocks.splice(0);
  }
  // A "<" never closed was text after all (unless it ran on past what a tag may be).
  if (inTag && !skipping && tag.length < MAX_TAG_CHARS) text += `<${tag}`;
  if (tableDepth > 0) endTable();
  flush(headingDepth > 0);
  yield* blocks.splice(0);
}
