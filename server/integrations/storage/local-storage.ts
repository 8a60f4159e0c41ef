import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

export type Storage = {
  /**
   * Streams `body` into a new file under `key` and returns its size. Never replaces a file:
   * a key that exists already is an error. With `maxBytes`, a longer body stops at the
   * limit with a TooLargeError and leaves nothing behind.
   */
  put: (key: string, body: Readable | ReadableStream<Uint8Array>, opts?: { maxBytes?: number }) => Promise<number>;
  read: (key: string) => Readable;
  remove: (key: string) => Promise<void>;
};

/** A body that went past the `maxBytes` it was given. */
export class TooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`body over ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}

// Bodies arrive here first, so a half-received file never sits at a real key.
const INCOMING = ".incoming";

function limited(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > maxBytes ? new TooLargeError(maxBytes) : null, chunk);
    },
  });
}

/** Files under DATA_DIR/storage/<bucket>/<key>; keys never escape their bucket. */
export function localStorage(root: string, bucket: string): Storage {
  const base = path.resolve(root, "storage", bucket);
  const resolve = (key: string) => {
    const full = path.resolve(base, key);
    if (!full.startsWith(`${base}${path.sep}`) || key.startsWith(INCOMING)) {
      throw new Error(`invalid storage key: ${key}`);
    }
    return full;
  };
  return {
    async put(key, body, opts = {}) {
      const full = resolve(key);
      const incoming = path.join(base, INCOMING, randomUUID());
      await fs.mkdir(path.dirname(incoming), { recursive: true });
      // Exclusive creation ("wx") here and a hard link to the key below: two uploads can
      // never write into, or replace, the same file.
      const file = await fs.open(incoming, "wx");
      try {
        const input = body instanceof Readable ? body : Readable.fromWeb(body as never);
        const sink = file.createWriteStream();
        await (opts.maxBytes === undefined ? pipeline(input, sink) : pipeline(input, limited(opts.maxBytes), sink));
        const { size } = await fs.stat(incoming);
        await fs.mkdir(path.dirname(full), { recursive: true });
        await fs.link(incoming, full);
        return size;
      } finally {
        await file.close().catch(() => {});
        await fs.rm(incoming, { force: true });
      }
    },
    read: (key) => createReadStream(resolve(key)),
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
