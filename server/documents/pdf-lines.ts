import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { nl } from "../../common/i18n/nl.ts";
import { DocumentError } from "./document-error.ts";
import { TEXT_ONLY } from "./line-blocks.ts";
import { type PageLine, type Piece, withFootnotesApart } from "./pdf-footnotes.ts";

// Less than this many letters or digits a page is no text layer: the pages are pictures.
const MIN_CHARS_PER_PAGE = 20;
// A CAO runs to a few hundred pages; far beyond, a file is crafted or no handbook.
const MAX_PAGES = 3000;
const MAX_CHARS = 20_000_000;

/** A page's text items as lines: a new baseline, or a jump back to the left on the same one (a footer's two ends), is a new line. */
function linesOf(items: readonly Piece[]): PageLine[] {
  const lines: PageLine[] = [];
  let last: Piece | null = null;
  for (const piece of items) {
    if (!piece.str.trim()) continue; // a space drawn as its own item only widens the gap
    // Measured by the larger of the two, so a superscript (smaller, raised) stays on its line.
    const size = Math.max(piece.size, last?.size ?? 0);
    if (!last || Math.abs(piece.y - last.y) > size * 0.5 || piece.x < last.end - piece.size) lines.push({ pieces: [] });
    lines[lines.length - 1].pieces.push(piece);
    last = piece;
  }
  return lines;
}

/** One page's text as lines; cells far apart on a line (a table's columns) are tab-separated. */
function pageLines(items: readonly Piece[]): string[] {
  const out: string[] = [];
  let previousSize = 0;
  let inNote = false;
  for (const { pieces, footnote } of withFootnotesApart(linesOf(items))) {
    // A footnote is a paragraph of its own: neither the text above nor the next page's runs on into it.
    if (inNote && footnote !== "more") out.push("");
    if (footnote === "first") out.push("");
    inNote = !!footnote;
    let line = "";
    let last: Piece | null = null;
    for (const piece of pieces) {
      if (last) {
        const gap = piece.x - last.end;
        if (gap > piece.size * 1.5) line += "\t";
        else if (gap > piece.size * 0.15 && !line.endsWith(" ") && !piece.str.startsWith(" ")) line += " ";
      }
      line += piece.str;
      last = piece;
    }
    if (!line.trim()) continue;
    // A change of font size sets a heading, a caption or a table apart from the text around it.
    const size = pieces[0].size;
    if (out.length && out.at(-1) !== "" && Math.abs(size - previousSize) > 0.5) out.push("");
    out.push(footnote === "first" ? TEXT_ONLY + line.trimEnd() : line.trimEnd());
    previousSize = size;
  }
  if (inNote) out.push("");
  return out;
}

/**
 * The text of a PDF as lines, page by page with a form feed ("\f") between pages, read with
 * pdfjs-dist (Mozilla's PDF reader; its legacy build runs in Node): a page's text items
 * in the order they are drawn, a new line where their baseline moves. A password-protected
 * PDF and one without text (scanned pages) fail with a message that says what to do.
 */
export async function* pdfLines(bytes: Uint8Array): AsyncGenerator<string> {
  // Loaded when a PDF comes: the reader costs a worker ~40 MB it otherwise never needs.
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0, useSystemFonts: false });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy();
    const name = err instanceof Error ? err.name : "";
    throw new DocumentError(name === "PasswordException" ? nl.documents.pdfPassword : nl.documents.pdfUnreadable);
  }
  try {
    if (doc.numPages > MAX_PAGES) throw new DocumentError(nl.documents.tooComplex);
    let chars = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if (!("str" in item)) continue;
        const { str, transform, width } = item as TextItem;
        const size = Math.hypot(transform[2], transform[3]) || 1;
        // TEXT_ONLY is ours to mark footnotes with; a PDF's own is dropped.
        pieces.push({
          str: str.replaceAll(TEXT_ONLY, ""),
          x: transform[4],
          y: transform[5],
          end: transform[4] + width,
          size,
        });
        chars += str.replace(/[^\p{L}\p{N}]/gu, "").length;
      }
      if (chars > MAX_CHARS) throw new DocumentError(nl.documents.tooComplex);
      page.cleanup();
      if (n > 1) yield "\f";
      yield* pageLines(pieces);
    }
    if (chars < MIN_CHARS_PER_PAGE * doc.numPages) throw new DocumentError(nl.documents.pdfScanned);
  } finally {
    await task.destroy();
  }
}
