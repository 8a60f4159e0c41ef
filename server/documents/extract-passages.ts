import type { Readable } from "node:stream";
import type { DocumentKind } from "../../common/documents/upload-rules.ts";
import type { Passage } from "./chunk-passages.ts";
import { extractInThread, PARSE_LIMITS } from "./extract-in-thread.ts";
import type { TextEncoding } from "./text-encoding-of.ts";

/**
 * The passages of one document (chunkPassages over its blocks), in batches, read and
 * chunked in a worker thread with its own heap and time limit (see extractInThread). The
 * same passages as chunkPassages(extractBlocks(…)), but the job worker never holds the
 * blocks, nor steps through them one await at a time: for a 50 MB handbook those were
 * hundreds of megabytes of short-lived objects, part of which outlived a young-generation
 * collection while the passages were stored and swelled the job worker's heap.
 */
export function extractPassages(
  open: () => Readable,
  kind: DocumentKind,
  encoding: TextEncoding = "utf-8",
  limits = PARSE_LIMITS,
): AsyncGenerator<Passage[]> {
  return extractInThread("passages", open, kind, encoding, limits);
}
