import type { Block } from "./block.ts";

/** What the extraction thread asks of the job worker, or tells it (see extract-thread.ts). */
export type FromThread =
  | { type: "open" | "read" | "close"; stream: number }
  | { type: "blocks"; blocks: Block[] }
  | { type: "done" }
  // `own`: one of our Dutch messages (a DocumentError); otherwise a reader's own error, for the log.
  | { type: "error"; message: string; own: boolean; name: string };

/** The job worker's answers: a stream's next chunk (null at its end), or a batch taken. */
export type ToThread = { type: "chunk"; stream: number; bytes: Uint8Array | null } | { type: "ack" };
