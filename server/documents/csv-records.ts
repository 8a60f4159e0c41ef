import type { Readable } from "node:stream";

// A field longer than this continues in a record of its own, in the same column (the
// columns before it empty): no real cell is this long, and one endless quoted field must
// not be held and then handled whole, which held the worker's event loop for seconds.
const MAX_FIELD = 16_384;

/**
 * RFC 4180 records from a text stream: quoted fields may hold the delimiter, quotes ("")
 * and newlines; over-long fields are cut (see MAX_FIELD). The delimiter (',' or ';', common in Dutch spreadsheets) is taken from the
 * first line.
 */
export async function* csvRecords(stream: AsyncIterable<string | Buffer> & Readable): AsyncGenerator<string[]> {
  let delimiter: string | null = null;
  let field = "";
  let record: string[] = [];
  let inQuotes = false;
  let pendingQuote = false; // saw a quote inside quotes; next char decides
  let firstLine = "";
  for await (const chunk of stream) {
    const text = String(chunk);
    if (delimiter === null) {
      firstLine += text;
      const end = firstLine.indexOf("\n");
      if (end === -1 && firstLine.length < 65536) continue;
      const head = end === -1 ? firstLine : firstLine.slice(0, end);
      delimiter = (head.match(/;/g)?.length ?? 0) > (head.match(/,/g)?.length ?? 0) ? ";" : ",";
      yield* parse(firstLine.replace(/^\uFEFF/, ""));
      continue;
    }
    yield* parse(text);
  }
  if (delimiter === null) {
    delimiter = ",";
    yield* parse(firstLine.replace(/^\uFEFF/, ""));
  }
  if (field || record.length) {
    record.push(field);
    yield record;
  }

  function* parse(text: string): Generator<string[]> {
    for (const ch of text) {
      if (inQuotes) {
        if (pendingQuote) {
          pendingQuote = false;
          if (ch === '"') {
            field += '"';
            continue;
          }
          inQuotes = false;
        } else if (ch === '"') {
          pendingQuote = true;
          continue;
        } else {
          field += ch;
          if (field.length >= MAX_FIELD) yield overflow();
          continue;
        }
      }
      if (ch === '"' && field === "") inQuotes = true;
      else if (ch === delimiter) {
        record.push(field);
        field = "";
      } else if (ch === "\n") {
        record.push(field.replace(/\r$/, ""));
        field = "";
        yield record;
        record = [];
      } else {
        field += ch;
        if (field.length >= MAX_FIELD) yield overflow();
      }
    }
  }

  function overflow(): string[] {
    const full = [...record, field];
    record = Array.from({ length: full.length - 1 }, () => "");
    field = "";
    return full;
  }
}
