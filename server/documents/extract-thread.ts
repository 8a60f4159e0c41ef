// The worker thread extractBlocks starts: reads one document with readBlocks and posts its
// blocks back in batches, or the error's message (saying whether it is one of our Dutch ones). The file's
// bytes come from the job worker chunk by chunk, a few ahead, so a 50 MB text file is never
// held whole here or there, and the thread never needs to know where documents are stored.
import { Readable } from "node:stream";
import { parentPort, workerData } from "node:worker_threads";
import type { DocumentKind } from "../../common/documents/upload-rules.ts";
import type { Block } from "./block.ts";
import { DocumentError } from "./document-error.ts";
import type { FromThread, ToThread } from "./extract-protocol.ts";
import { readBlocks } from "./read-blocks.ts";
import type { TextEncoding } from "./text-encoding-of.ts";

// A batch is sent when it holds this many blocks or characters: few messages for a large
// file, and none of them large.
const BATCH_BLOCKS = 256;
const BATCH_CHARS = 256 * 1024;

const { kind, encoding, window } = workerData as { kind: DocumentKind; encoding: TextEncoding; window: number };
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

try {
  let batch: Block[] = [];
  let chars = 0;
  const send = async () => {
    post({ type: "blocks", blocks: batch });
    batch = [];
    chars = 0;
    // The job worker takes the blocks as fast as it can store them; past `window` batches
    // it has not taken yet, this thread waits rather than filling its memory.
    if (++unacked >= window) await new Promise<void>((resolve) => (ackWaiter = resolve));
  };
  for await (const block of readBlocks(open, kind, encoding)) {
    batch.push(block);
    chars += block.text.length;
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
