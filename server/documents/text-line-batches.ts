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
 * The lines of a text stream, as the lines each chunk completes. Pulled chunk by chunk, so a
 * slow consumer (the database) holds the file back; readline's iterator keeps reading and
 * would queue the whole file. A batch per chunk rather than a line at a time: awaiting each of
 * a 50 MB handbook's quarter million lines cost the reading thread about half a second.
 */
export async function* textLineBatches(stream: Readable): AsyncGenerator<string[]> {
  let rest = "";
  for await (const chunk of stream) {
    const parts = (rest + (chunk as string)).split("\n");
    rest = parts.pop() ?? "";
    if (rest.length > MAX_LINE) {
      const pieces = [...cutLong(rest)];
      rest = pieces.pop() ?? "";
      parts.push(...pieces);
    }
    const lines: string[] = [];
    for (const part of parts) {
      const line = part.endsWith("\r") ? part.slice(0, -1) : part;
      if (line.length > MAX_LINE) lines.push(...cutLong(line));
      else lines.push(line);
    }
    if (lines.length) yield lines;
  }
  if (rest) yield [rest.endsWith("\r") ? rest.slice(0, -1) : rest];
}
