import type { Readable } from "node:stream";
import type { Block } from "./block.ts";
import { withoutSectionNumber } from "./without-section-number.ts";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", euro: "€" };
const decode = (s: string) =>
  s.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === "#") {
      const code = e[1].toLowerCase() === "x" ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
      // Beyond Unicode (&#99999999;) or a lone surrogate half is no character: keep it as written.
      const character = Number.isInteger(code) && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return character ? String.fromCodePoint(code) : m;
    }
    return entities[e.toLowerCase()] ?? m;
  });

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
const skipTags = new Set(["script", "style", "noscript", "template", "svg", "head"]);

/**
 * Text from HTML, tolerant of broken markup: a small streaming tokenizer (no DOM), so
 * size does not matter. Scripts, styles and comments are dropped; h1–h6 become headings.
 */
export async function* htmlBlocks(stream: Readable): AsyncGenerator<Block> {
  let text = "";
  let tag = "";
  let inTag = false;
  let skipping: string | null = null;
  let headingDepth = 0;
  let comment = false;
  const blocks: Block[] = [];
  const flush = (asHeading: boolean) => {
    const clean = decode(text).replace(/\s+/g, " ").trim();
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
        if (text.length > 20_000 && /\s/.test(ch)) flush(headingDepth > 0);
      }
    }
    yield* blocks.splice(0);
  }
  if (inTag && !skipping) text += `<${tag}`;
  flush(headingDepth > 0);
  yield* blocks.splice(0);
}
