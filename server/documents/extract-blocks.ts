import type { Readable } from "node:stream";
import type { DocumentKind } from "../../common/documents/upload-rules.ts";
import type { Block } from "./block.ts";
import { extractInThread, PARSE_LIMITS } from "./extract-in-thread.ts";
import type { TextEncoding } from "./text-encoding-of.ts";

export { PARSE_LIMITS };

/**
 * Clean text blocks of one document, read in a worker thread with its own heap and time
 * limit (see extractInThread and, for how each kind is read, readBlocks).
 */
export async function* extractBlocks(
  open: () => Readable,
  kind: DocumentKind,
  encoding: TextEncoding = "utf-8",
  limits = PARSE_LIMITS,
): AsyncGenerator<Block> {
  for await (const batch of extractInThread("blocks", open, kind, encoding, limits)) yield* batch;
}
