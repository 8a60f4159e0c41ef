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
const HIDDEN = /\sstyle\s*=\s*["'][^"']*display\s*:\s*none/i;
const skipTags = new Set(["script", "style", "noscript", "template", "svg", "head"]);

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
    if (skipping) {
      if (closing && name === skipping) skipping = null;
      return;
    }
    if (!closing && skipTags.has(name) && !raw.trim().endsWith("/")) {
      flush(headingDepth > 0);
      skipping = name;
      return;
    }
    // Word's web page: its table of contents (class MsoToc1…) repeats every heading with a
    // page number, and text styled display:none is not on the page; neither is document text.
    if (!closing && (MSO_TOC.test(raw) || HIDDEN.test(raw)) && !raw.trim().endsWith("/")) {
      if (blockTags.has(name)) flush(headingDepth > 0);
      skipping = name;
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
    if (blockTags.has(name)) flush(headingDepth > 0);
  };
  for await (const chunk of stream) {
    for (const ch of String(chunk)) {
      if (comment) {
        tag += ch;
        if (tag.endsWith("-->")) {
          comment = false;
          tag = "";
        }
      } else if (inTag) {
        if (ch === ">") {
          inTag = false;
          onTag(tag);
          tag = "";
        } else {
          tag += ch;
          if (tag === "!--") {
            inTag = false;
            comment = true;
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
  if (inTag && !skipping) text += `<${tag}`;
  if (tableDepth > 0) endTable();
  flush(headingDepth > 0);
  yield* blocks.splice(0);
}
