import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { type Readable, Transform } from "node:stream";
import { Busboy, type BusboyFileStream } from "@fastify/busboy";
import { firstRejectedUpload, MAX_UPLOAD_BYTES } from "../../common/documents/upload-rules.ts";
import { nl } from "../../common/i18n/nl.ts";
import { AppError } from "../http/app-error.ts";
import { type Storage, TooLargeError } from "../integrations/storage/local-storage.ts";

/** One request: one full-size file (the page sends one a request) or several small ones. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;
const MAX_FILES = 20;

export type ReceivedFile = { id: string; filename: string; mimeType: string; key: string; size: number };

export const uploadTooLarge = () =>
  new AppError("too_large", 413, nl.documents.tooLarge, nl.documents.tooLargeDescription);
const uploadFailed = () => new AppError("invalid_input", 400, nl.documents.uploadFailed);

function counted(maxBytes: number, over: () => void): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > maxBytes) return over(); // stop here: nothing more goes to the parser
      done(null, chunk);
    },
  });
}

/**
 * Reads a multipart upload (`files` parts) as it arrives and streams each file into
 * storage, so no body is ever held in memory. A file is refused by its name and type
 * before its first byte is stored, and the size limits are counted while streaming. Each
 * file gets a new id, and its key is made from it (`keyOf`), so files of the same name
 * never meet. On any refusal, the files stored so far are removed and nothing else has
 * happened; the refusal is thrown as the Dutch error envelope. The caller has checked the
 * session and organisation before calling this: this is the first read of the body.
 */
export async function receiveUploads(opts: {
  headers: IncomingHttpHeaders;
  body: Readable;
  storage: Storage;
  keyOf: (id: string, filename: string) => string;
}): Promise<ReceivedFile[]> {
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: opts.headers as IncomingHttpHeaders & { "content-type": string },
      limits: { files: MAX_FILES, fields: 20, fieldSize: 64 * 1024, fileSize: MAX_UPLOAD_BYTES + 1 },
    });
  } catch {
    throw uploadFailed(); // not multipart at all
  }
  const files: Array<ReceivedFile & { stored: boolean }> = [];
  const writes: Array<Promise<unknown>> = [];
  const arriving = new Set<BusboyFileStream>();

  const received = new Promise<void>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Stop reading without destroying the request, so the refusal can still be answered;
      // the HTTP server drains or closes what the client still sends.
      opts.body.unpipe(counter);
      counter.unpipe(parser);
      // Files still arriving will get no more bytes: end their writes (storage removes them).
      for (const stream of arriving) stream.destroy(uploadFailed());
      reject(error instanceof AppError ? error : error instanceof TooLargeError ? uploadTooLarge() : uploadFailed());
    };
    const counter = counted(MAX_UPLOAD_REQUEST_BYTES, () => fail(uploadTooLarge()));

    parser.on("file", (field: string, stream: BusboyFileStream, filename: string, _enc: string, mimeType: string) => {
      // Its failures reach us through storage (or the parser); an error on a stream that
      // storage has not started reading yet must not go unheard and end the process.
      stream.on("error", () => {});
      if (settled || field !== "files") return stream.resume();
      const rejected = firstRejectedUpload([{ name: filename, type: mimeType, size: 0 }]);
      if (rejected) {
        stream.resume();
        return fail(new AppError("invalid_input", 400, rejected.title, rejected.description));
      }
      const id = randomUUID();
      const file = { id, filename, mimeType, key: opts.keyOf(id, filename), size: 0, stored: false };
      files.push(file);
      arriving.add(stream);
      writes.push(
        opts.storage.put(file.key, stream, { maxBytes: MAX_UPLOAD_BYTES }).then(
          (size) => {
            arriving.delete(stream);
            file.size = size;
            file.stored = true;
          },
          (error) => {
            arriving.delete(stream);
            stream.resume();
            fail(error);
          },
        ),
      );
    });
    parser.on("filesLimit", () => fail(uploadFailed()));
    parser.on("error", fail);
    parser.on("finish", () => {
      // The parser is done when the body is; the files may still be on their way to disk.
      void Promise.all(writes).then(() => {
        if (!files.length) fail(uploadFailed());
        else if (!settled) {
          settled = true;
          resolve();
        }
      });
    });
    // A client that goes away mid-upload: nothing is kept.
    opts.body.on("error", fail);
    opts.body.on("close", () => {
      if (!opts.body.readableEnded) fail(uploadFailed());
    });
    opts.body.pipe(counter).pipe(parser);
  });

  try {
    await received;
    return files.map(({ stored: _, ...file }) => file);
  } catch (error) {
    await Promise.allSettled(writes);
    await Promise.all(files.filter((f) => f.stored).map((f) => opts.storage.remove(f.key)));
    throw error;
  }
}
