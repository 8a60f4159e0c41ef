import { Readable } from "node:stream";
import type { DocumentKind } from "../../common/documents/upload-rules.ts";
import type { Block } from "./block.ts";
import { csvRecords } from "./csv-records.ts";
import { htmlBlocks } from "./html-blocks.ts";
import { markdownHeading, markdownInline } from "./markdown-inline.ts";
import type { TextEncoding } from "./text-encoding-of.ts";

// A "line" longer than this is cut (at a space where there is one): no legitimate line is
// this long, and a file of one endless line must not be held and re-copied whole.
const MAX_LINE = 16_384;

function* cutLong(line: string): Generator<string> {
  let rest = line;
  while (rest.length > MAX_LINE) {
    const space = rest.lastIndexOf(" ", MAX_LINE);
    const at = space > MAX_LINE / 2 ? space : MAX_LINE;
    yield rest.slice(0, at);
    rest = rest.slice(at);
  }
  yield rest;
}

/**
 * Lines of a text stream. Pulled chunk by chunk, so a slow consumer (the database) holds
 * the file back; readline's iterator keeps reading and would queue the whole file.
 */
async function* lines(stream: Readable): AsyncGenerator<string> {
  let rest = "";
  for await (const chunk of stream) {
    const parts = (rest + (chunk as string)).split("\n");
    rest = parts.pop() ?? "";
    if (rest.length > MAX_LINE) {
      const pieces = [...cutLong(rest)];
      rest = pieces.pop() ?? "";
      parts.push(...pieces);
    }
    for (const part of parts) yield* cutLong(part.endsWith("\r") ? part.slice(0, -1) : part);
  }
  if (rest) yield rest.endsWith("\r") ? rest.slice(0, -1) : rest;
}

// A plain-text heading: a short line that ends no sentence ("Ziekmelding", "Verlof en
// vakantie"), capitalised or numbered, as people type them in a .txt handbook.
const PLAIN_HEADING = /^[\p{Lu}\d][^.!?:;,]{0,48}$/u;
const isPlainHeading = (line: string) => PLAIN_HEADING.test(line.trim()) && line.trim().split(/\s+/).length <= 7;

async function* lineBlocks(stream: Readable, markdown: boolean): AsyncGenerator<Block> {
  let paragraph: string[] = [];
  // Plain text: a lone short line, a heading only if text follows it (not the file's last words).
  let lone: string | null = null;
  const release = function* (asHeading: boolean): Generator<Block> {
    if (lone) yield { type: asHeading ? "heading" : "paragraph", text: lone };
    lone = null;
  };
  const flush = function* (): Generator<Block> {
    const lines = paragraph;
    paragraph = [];
    const join = (ls: string[]) => ls.join(" ").replace(/\s+/g, " ").trim();
    if (!join(lines)) return;
    // A heading typed on the line above its text, which starts a new sentence (a hard-wrapped
    // paragraph goes on in lower case): "Ziekmelding" / "Ben je ziek? Bel ...".
    const headed = !markdown && isPlainHeading(lines[0]) && (lines.length === 1 || /^\s*[\p{Lu}\d]/u.test(lines[1]));
    yield* release(true);
    if (headed && lines.length === 1) {
      lone = join(lines);
      return;
    }
    if (headed) yield { type: "heading", text: join(lines.slice(0, 1)) };
    yield { type: "paragraph", text: join(headed ? lines.slice(1) : lines) };
  };
  for await (const raw of lines(stream)) {
    const line = raw.replace(/^\uFEFF/, "");
    // Plain text takes Markdown's "# Kop" too: people write their .txt handbooks that way.
    const heading = markdown || /^#{1,6}\s/.test(line) ? markdownHeading(line) : null;
    if (heading !== null) {
      yield* flush();
      yield* release(true);
      if (heading) yield { type: "heading", text: heading };
    } else if (!line.trim() || (markdown && /^\s*(```|---+|\*\*\*+)\s*$/.test(line))) {
      yield* flush();
    } else {
      paragraph.push(markdown ? markdownInline(line) : line);
    }
  }
  yield* flush();
  yield* release(false);
}

async function* csvBlocks(stream: Readable): AsyncGenerator<Block> {
  let headers: string[] | null = null;
  for await (const record of csvRecords(stream)) {
    if (!headers) {
      headers = record.map((h, i) => h.trim() || `Kolom ${i + 1}`);
      continue;
    }
    if (record.every((v) => !v.trim())) continue;
    // Each row keeps its headers, so a passage reads "Functie: Kok; Uurloon: 14,50".
    const text = record
      .map((v, i) => [headers?.[i] ?? `Kolom ${i + 1}`, v.replace(/\s+/g, " ").trim()] as const)
      .filter(([, v]) => v)
      .map(([h, v]) => `${h}: ${v}`)
      .join("; ");
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

/**
 * Clean text blocks from a stream of bytes in `encoding` (see textEncodingOf), read piece by
 * piece (bounded memory for 50 MB files).
 */
export function extractBlocks(
  bytes: Readable,
  kind: DocumentKind,
  encoding: TextEncoding = "utf-8",
): AsyncGenerator<Block> {
  const stream = Readable.from(decoded(bytes, encoding));
  switch (kind) {
    case "md":
      return lineBlocks(stream, true);
    case "txt":
      return lineBlocks(stream, false);
    case "csv":
      return csvBlocks(stream);
    case "html":
      return htmlBlocks(stream);
  }
}
