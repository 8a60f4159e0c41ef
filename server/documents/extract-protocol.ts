import type { Block } from "./block.ts";
import type { Passage } from "./chunk-passages.ts";

/** What the thread sends back: the document's blocks, or its passages (chunked there). */
export type ThreadOutput = "blocks" | "passages";

/** What the extraction thread asks of the job worker, or tells it (see extract-thread.ts). */
export type FromThread =
  | { type: "open" | "read" | "close"; stream: number }
  | { type: "batch"; items: Block[] | Passage[] }
  | { type: "done" }
  // `own`: one of our Dutch messages (a DocumentError); otherwise a reader's own error, for the log.
  | { type: "error"; message: string; own: boolean; name: string };

/** The job worker's answers: a stream's next chunk (null at its end), or a batch taken. */
export type ToThread = { type: "chunk"; stream: number; bytes: Uint8Array | null } | { type: "ack" };
