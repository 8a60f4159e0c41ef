// The worker thread extractBlocks starts: reads one document with readBlocks and posts its
// blocks back in batches, or the error's message (already Dutch where it is ours). The file's
// bytes come from the job worker chunk by chunk, on request, so a 50 MB text file is never
// held whole here or there, and the thread never needs to know where documents are stored.
import { Readable } from "node:stream";
import { parentPort, workerData } from "node:worker_threads";
import type { DocumentKind } from "../../common/documents/upload-rules.ts";
import type { Block } from "./block.ts";
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

const waitingChunk = new Map<number, (bytes: Uint8Array | null) => void>();
let unacked = 0;
let ackWaiter: (() => void) | null = null;
port.on("message", (message: ToThread) => {
  if (message.type === "chunk") {
    const resolve = waitingChunk.get(message.stream);
    waitingChunk.delete(message.stream);
    resolve?.(message.bytes);
  } else {
    unacked--;
    ackWaiter?.();
    ackWaiter = null;
  }
});

let streams = 0;
/** A new stream of the document's bytes, pulled from the job worker one chunk at a time. */
function open(): Readable {
  const stream = streams++;
  post({ type: "open", stream });
  async function* chunks(): AsyncGenerator<Buffer> {
    try {
      while (true) {
        const bytes = await new Promise<Uint8Array | null>((resolve) => {
          waitingChunk.set(stream, resolve);
          post({ type: "read", stream });
        });
        if (!bytes) return;
        yield Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      }
    } finally {
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
  post({ type: "error", message: err instanceof Error ? err.message : String(err) });
}
