import { ReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { Worker } from "node:worker_threads";
import type { DocumentKind } from "../../common/documents/upload-rules.ts";
import { nl } from "../../common/i18n/nl.ts";
import type { Block } from "./block.ts";
import type { Passage } from "./chunk-passages.ts";
import { DocumentError } from "./document-error.ts";
import type { FromThread, ThreadOutput, ToThread } from "./extract-protocol.ts";
import type { TextEncoding } from "./text-encoding-of.ts";

// What reading one document may take: a handbook or a CAO needs a fraction of either. The
// time is the thread's own: while it waits for the job worker to store what it sent, the
// clock stands still, so a slow database never fails a document.
export const PARSE_LIMITS = { heapMb: 384, timeoutMs: 60_000 };
// Batches of blocks the thread may send ahead of what the job worker has stored: it reads
// on while the worker stores, and no more than this waits in the worker's memory.
const WINDOW = 2;
const CHUNKS_AHEAD = 4; // of a file's 64 KB chunks, in the thread's queue or on their way

/**
 * One document read in a worker thread with its own heap limit and a time limit (see
 * readBlocks for how each kind is read), as batches of its clean text blocks or, for the
 * job worker, of its passages (chunked in the thread, so the job worker's heap never holds
 * the blocks: see extractPassages). Any kind may meet a file that
 * makes its reader slow or greedy (a zip bomb, a PDF that loops over thousands of pages, a
 * text that hits a slow path): that document then fails on its own with the Dutch
 * "too complex" message, instead of blocking the job worker's event loop or taking its
 * memory, and with them every organisation's jobs. The bytes are streamed into the thread
 * a few chunks ahead of its reading (`open` gives a new stream each time; plain text is read twice), and
 * the results come back in batches, so memory stays bounded for 50 MB text files.
 */
export function extractInThread(
  output: "blocks",
  open: () => Readable,
  kind: DocumentKind,
  encoding: TextEncoding,
  limits: typeof PARSE_LIMITS,
): AsyncGenerator<Block[]>;
export function extractInThread(
  output: "passages",
  open: () => Readable,
  kind: DocumentKind,
  encoding: TextEncoding,
  limits: typeof PARSE_LIMITS,
): AsyncGenerator<Passage[]>;
export async function* extractInThread(
  output: ThreadOutput,
  open: () => Readable,
  kind: DocumentKind,
  encoding: TextEncoding,
  limits: typeof PARSE_LIMITS,
): AsyncGenerator<Block[] | Passage[]> {
  const worker = new Worker(new URL("./extract-thread.ts", import.meta.url), {
    workerData: { kind, encoding, window: WINDOW, output },
    resourceLimits: {
      maxOldGenerationSizeMb: limits.heapMb,
      maxYoungGenerationSizeMb: 32,
    },
    stdout: true,
    stderr: true,
  });
  const send = (message: ToThread, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
  // A file's chunk is handed over rather than copied, so the job worker does not hold 50 MB
  // of read chunks until its next garbage collection: a file stream's chunks are its own,
  // each with memory to itself (other streams' bytes may be kept by whoever made them).
  const own = (source: Source, bytes: Buffer): ArrayBuffer[] =>
    source.stream instanceof ReadStream &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer
      ? [bytes.buffer]
      : [];
  type Source = { stream: Readable; chunks: AsyncIterator<Buffer>; room: number; pumping: boolean; ended: boolean };
  const streams = new Map<number, Source>();
  const batches: (Block[] | Passage[])[] = [];
  let held = 0; // batches received and not yet handed on (the thread waits at WINDOW)
  type Outcome = { done: true } | { error: Error };
  // Set by the thread's messages and the clock, in callbacks (the cast keeps TypeScript from
  // narrowing it to null for the loop below).
  let outcome = null as Outcome | null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };

  // The thread's clock: it runs while the thread may be working.
  let left = limits.timeoutMs;
  let since = 0;
  let timer: NodeJS.Timeout | undefined;
  const runClock = () => {
    if (timer || outcome) return;
    since = performance.now();
    timer = setTimeout(() => end({ error: new DocumentError(nl.documents.tooComplex) }), Math.max(0, left));
  };
  const stopClock = () => {
    if (!timer) return;
    clearTimeout(timer);
    timer = undefined;
    left -= performance.now() - since;
  };
  const end = (result: Outcome) => {
    if (outcome) return;
    outcome = result;
    stopClock();
    void worker.terminate();
    notify();
  };

  // Each stream runs CHUNKS_AHEAD chunks ahead of what the thread has read, so the thread
  // never waits a round trip for the next one; a "read" from it makes room for one more.
  const pump = (id: number) => {
    const source = streams.get(id);
    if (!source || source.pumping || source.ended || source.room <= 0 || outcome) return;
    source.pumping = true;
    source.chunks.next().then(
      ({ value, done }) => {
        source.pumping = false;
        if (outcome || !streams.has(id)) return;
        send({ type: "chunk", stream: id, bytes: done ? null : value }, done ? [] : own(source, value));
        source.ended = !!done;
        source.room--;
        pump(id);
      },
      (err: unknown) => end({ error: err instanceof Error ? err : new Error(String(err)) }),
    );
  };
  worker.on("message", (message: FromThread) => {
    if (outcome) return;
    switch (message.type) {
      case "open":
        try {
          const stream = open();
          const chunks = stream[Symbol.asyncIterator]();
          streams.set(message.stream, { stream, chunks, room: CHUNKS_AHEAD, pumping: false, ended: false });
          pump(message.stream);
        } catch (err) {
          end({ error: err instanceof Error ? err : new Error(String(err)) });
        }
        return;
      case "read": {
        const source = streams.get(message.stream);
        if (source) source.room++;
        return pump(message.stream);
      }
      case "close":
        streams.get(message.stream)?.stream.destroy();
        streams.delete(message.stream);
        return;
      case "batch":
        batches.push(message.items);
        if (++held >= WINDOW) stopClock();
        return notify();
      case "done":
        return end({ done: true });
      case "error":
        // Whatever the reader meets in the file is the document's own failure: ours says
        // what to do; a library's own error (English, maybe quoting the file) only goes
        // to the log, as the cause, and the user reads that the file could not be read.
        return end({
          error: message.own
            ? new DocumentError(message.message)
            : new DocumentError(nl.documents.unreadable, {
                cause: Object.assign(new Error(message.message), { name: message.name }),
              }),
        });
    }
  });
  // Past its heap limit the thread is ended (ERR_WORKER_OUT_OF_MEMORY); the process lives on.
  // Always listened to: an "error" without a listener would take the job worker down.
  worker.on("error", () => end({ error: new DocumentError(nl.documents.tooComplex) }));
  worker.once("exit", () => end({ error: new DocumentError(nl.documents.tooComplex) }));

  try {
    runClock();
    while (true) {
      if (outcome && "error" in outcome) throw outcome.error;
      const batch = batches.shift();
      if (batch) {
        yield batch;
        held--;
        if (!outcome) {
          send({ type: "ack" });
          runClock();
        }
        continue;
      }
      if (outcome) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    end({ done: true }); // ends the thread when the caller stops early
    for (const { stream } of streams.values()) stream.destroy();
  }
}
