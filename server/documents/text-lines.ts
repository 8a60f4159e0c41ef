import type { Readable } from "node:stream";

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
export async function* textLines(stream: Readable): AsyncGenerator<string> {
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
