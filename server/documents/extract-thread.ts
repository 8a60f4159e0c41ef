// The worker thread extractInThread starts: reads one document with readBlocks and posts its
// blocks (or the passages chunkPassages cuts them into) back in batches, or the error's message (saying whether it is one of our Dutch ones). The file's
// bytes come from the job worker chunk by chunk, a few ahead, so a 50 MB text file is never
// held whole here or there, and the thread never needs to know where documents are stored.
import { Readable } from "node:stream";
import { parentPort, workerData } from "node:worker_threads";
import type { DocumentKind } from "../../common/documents/upload-rules.ts";
import type { Block } from "./block.ts";
import { chunkPassages, type Passage } from "./chunk-passages.ts";
import { DocumentError } from "./document-error.ts";
import type { FromThread, ThreadOutput, ToThread } from "./extract-protocol.ts";
import { readBlocks } from "./read-blocks.ts";
import type { TextEncoding } from "./text-encoding-of.ts";

// A batch is sent when it holds this many blocks (or passages) or characters: few messages for a large
// file, and none of them large.
const BATCH_BLOCKS = 256;
const BATCH_CHARS = 256 * 1024;

const { kind, encoding, window, output } = workerData as {
  kind: DocumentKind;
  encoding: TextEncoding;
  window: number;
  output: ThreadOutput;
};
const port = parentPort;
if (!port) throw new Error("extract-thread runs as a worker thread");
const post = (message: FromThread) => port.postMessage(message);

// Chunks of each open stream the job worker has sent ahead, and the reader waiting for one.
const sources = new Map<number, { queue: (Uint8Array | null)[]; waiting: (() => void) | null }>();
let unacked = 0;
let ackWaiter: (() => void) | null = null;
port.on("message", (message: ToThread) => {
  if (message.type === "chunk") {
    const source = sources.get(message.stream);
    if (!source) return;
    source.queue.push(message.bytes);
    source.waiting?.();
    source.waiting = null;
  } else {
    unacked--;
    ackWaiter?.();
    ackWaiter = null;
  }
});

let streams = 0;
/** A new stream of the document's bytes, sent by the job worker a few chunks ahead. */
function open(): Readable {
  const stream = streams++;
  const source = { queue: [] as (Uint8Array | null)[], waiting: null as (() => void) | null };
  sources.set(stream, source);
  post({ type: "open", stream });
  async function* chunks(): AsyncGenerator<Buffer> {
    try {
      while (true) {
        if (!source.queue.length) await new Promise<void>((resolve) => (source.waiting = resolve));
        const bytes = source.queue.shift();
        if (!bytes) return;
        post({ type: "read", stream }); // room for the next chunk
        yield Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      }
    } finally {
      sources.delete(stream);
      post({ type: "close", stream });
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** The blocks, or the passages they make, as text sizes allow batching them alike. */
function items(): AsyncIterable<Block | Passage> {
  const blocks = readBlocks(open, kind, encoding);
  return output === "passages" ? chunkPassages(blocks) : blocks;
}
const sizeOf = (item: Block | Passage) =>
  "text" in item ? item.text.length : item.heading.length + item.content.length;

try {
  let batch: (Block | Passage)[] = [];
  let chars = 0;
  const send = async () => {
    post({ type: "batch", items: batch as Block[] | Passage[] });
    batch = [];
    chars = 0;
    // The job worker takes the blocks as fast as it can store them; past `window` batches
    // it has not taken yet, this thread waits rather than filling its memory.
    if (++unacked >= window) await new Promise<void>((resolve) => (ackWaiter = resolve));
  };
  for await (const item of items()) {
    batch.push(item);
    chars += sizeOf(item);
    if (batch.length >= BATCH_BLOCKS || chars >= BATCH_CHARS) await send();
  }
  if (batch.length) await send();
  post({ type: "done" });
} catch (err) {
  post({
    type: "error",
    message: err instanceof Error ? err.message : String(err),
    own: err instanceof DocumentError,
    name: err instanceof Error ? err.name : typeof err,
  });
}
