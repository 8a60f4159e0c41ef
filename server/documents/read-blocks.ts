import { Readable } from "node:stream";
import type { DocumentKind } from "../../common/documents/upload-rules.ts";
import type { Block } from "./block.ts";
import { csvRecords } from "./csv-records.ts";
import { lineBlocks } from "./line-blocks.ts";
import { furnitureOf, withoutFurniture } from "./page-furniture.ts";
import { tableRowText } from "./table-row-text.ts";
import type { TextEncoding } from "./text-encoding-of.ts";
import { textLineBatches } from "./text-line-batches.ts";
import { textLines } from "./text-lines.ts";

async function* csvBlocks(stream: Readable): AsyncGenerator<Block> {
  let headers: string[] | null = null;
  for await (const record of csvRecords(stream)) {
    if (!headers) {
      headers = record.map((h, i) => h.trim() || `Kolom ${i + 1}`);
      continue;
    }
    if (record.every((v) => !v.trim())) continue;
    // Each row keeps its headers, so a passage reads "Functie: Kok; Uurloon: 14,50".
    const text = tableRowText(headers, record);
    yield { type: "paragraph", text };
  }
}

async function* decoded(stream: Readable, encoding: TextEncoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of stream) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Plain text laid out on pages, without its page furniture (two passes: see furnitureOf). */
async function* plainBlocks(lines: () => AsyncIterable<string> | Iterable<string>): AsyncGenerator<Block> {
  const furniture = await furnitureOf(lines());
  yield* lineBlocks(withoutFurniture(lines(), furniture), false);
}

/**
 * Clean text blocks from a file's bytes (`open` gives a new stream of them each time it is
 * called: plain text is read twice, see furnitureOf), read piece by piece (bounded memory
 * for 50 MB files). Text files are in `encoding` (see textEncodingOf). A PDF or DOCX (at
 * most 50 MB) is read whole: both formats need the whole file; a PDF's text goes the
 * plain-text way, a DOCX's HTML the HTML way, so headings, lists and tables keep their shape.
 * This runs in whatever thread calls it: the job worker calls extractBlocks, which runs it
 * in a thread of its own with a heap and time limit. The HTML, DOCX and PDF readers (and
 * with them the entity tables and the Dutch catalogue, ~30 MB in a thread) are loaded only
 * when such a file comes: a thread that reads Markdown, text or CSV does without them.
 */
export async function* readBlocks(
  open: () => Readable,
  kind: DocumentKind,
  encoding: TextEncoding = "utf-8",
): AsyncGenerator<Block> {
  const text = () => Readable.from(decoded(open(), encoding));
  switch (kind) {
    case "md":
      return yield* lineBlocks(textLineBatches(text()), true);
    case "txt":
      return yield* plainBlocks(() => textLines(text()));
    case "csv":
      return yield* csvBlocks(text());
    case "html": {
      const { htmlBlocks } = await import("./html-blocks.ts");
      return yield* htmlBlocks(text());
    }
    case "docx": {
      const [{ docxHtml }, { htmlBlocks }] = await Promise.all([import("./docx-html.ts"), import("./html-blocks.ts")]);
      const html = await docxHtml(await readAll(open()));
      return yield* htmlBlocks(Readable.from([html]));
    }
    case "pdf": {
      const { pdfLines } = await import("./pdf-lines.ts");
      const lines: string[] = [];
      for await (const line of pdfLines(await readAll(open()))) lines.push(line);
      return yield* plainBlocks(() => lines);
    }
  }
}
