import type { Readable } from "node:stream";
import { textLineBatches } from "./text-line-batches.ts";

/** Lines of a text stream one at a time (see textLineBatches, which reads them). */
export async function* textLines(stream: Readable): AsyncGenerator<string> {
  for await (const lines of textLineBatches(stream)) yield* lines;
}
