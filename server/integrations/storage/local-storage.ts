import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export type Storage = {
  put: (key: string, body: ReadableStream<Uint8Array>) => Promise<number>;
  read: (key: string) => Readable;
  remove: (key: string) => Promise<void>;
};

/** Files under DATA_DIR/storage/<bucket>/<key>; keys never escape their bucket. */
export function localStorage(root: string, bucket: string): Storage {
  const base = path.resolve(root, "storage", bucket);
  const resolve = (key: string) => {
    const full = path.resolve(base, key);
    if (!full.startsWith(`${base}${path.sep}`)) throw new Error(`invalid storage key: ${key}`);
    return full;
  };
  return {
    async put(key, body) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await pipeline(Readable.fromWeb(body as never), createWriteStream(full));
      return (await fs.stat(full)).size;
    },
    read: (key) => createReadStream(resolve(key)),
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
