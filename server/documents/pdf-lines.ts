import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { nl } from "../../common/i18n/nl.ts";

type Piece = { str: string; x: number; y: number; end: number; size: number };

// Less than this many letters or digits a page is no text layer: the pages are pictures.
const MIN_CHARS_PER_PAGE = 20;
// A CAO runs to a few hundred pages; far beyond, a file is crafted or no handbook.
const MAX_PAGES = 3000;
const MAX_CHARS = 20_000_000;

/** One page's text as lines; cells far apart on a line (a table's columns) are tab-separated. */
function pageLines(items: readonly Piece[]): string[] {
  const lines: string[] = [];
  let line = "";
  let size = 0; // the current line's font size
  let previousSize = 0;
  let last: Piece | null = null;
  const endLine = () => {
    if (line.trim()) {
      // A change of font size sets a heading, a caption or a table apart from the text around it.
      if (lines.length && Math.abs(size - previousSize) > 0.5) lines.push("");
      lines.push(line.trimEnd());
      previousSize = size;
    }
    line = "";
    last = null;
  };
  for (const piece of items) {
    if (!piece.str.trim()) continue; // a space drawn as its own item only widens the gap
    // A new baseline, or a jump back to the left on the same one (a footer's two ends), is a new line.
    if (last && (Math.abs(piece.y - last.y) > piece.size * 0.5 || piece.x < last.end - piece.size)) endLine();
    if (!last) size = piece.size;
    else {
      const gap = piece.x - last.end;
      if (gap > piece.size * 1.5) line += "\t";
      else if (gap > piece.size * 0.15 && !line.endsWith(" ") && !piece.str.startsWith(" ")) line += " ";
    }
    line += piece.str;
    last = piece;
  }
  endLine();
  return lines;
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
    throw new Error(name === "PasswordException" ? nl.documents.pdfPassword : nl.documents.pdfUnreadable);
  }
  try {
    if (doc.numPages > MAX_PAGES) throw new Error(nl.documents.tooComplex);
    let chars = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if (!("str" in item)) continue;
        const { str, transform, width } = item as TextItem;
        const size = Math.hypot(transform[2], transform[3]) || 1;
        pieces.push({ str, x: transform[4], y: transform[5], end: transform[4] + width, size });
        chars += str.replace(/[^\p{L}\p{N}]/gu, "").length;
      }
      if (chars > MAX_CHARS) throw new Error(nl.documents.tooComplex);
      page.cleanup();
      if (n > 1) yield "\f";
      yield* pageLines(pieces);
    }
    if (chars < MIN_CHARS_PER_PAGE * doc.numPages) throw new Error(nl.documents.pdfScanned);
  } finally {
    await task.destroy();
  }
}
