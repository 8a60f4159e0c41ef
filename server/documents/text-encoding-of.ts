import type { Readable } from "node:stream";

export type TextEncoding = "utf-8" | "windows-1252" | "utf-16le" | "utf-16be";

const SNIFF_BYTES = 4096;

/**
 * UTF-16 by its byte order mark (Notepad's "Unicode", Excel's "Unicode-tekst" write FF FE),
 * or, without one, by the zero bytes that every ASCII character of it carries on one side.
 */
function utf16Of(head: Buffer): TextEncoding | null {
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  if (head.length < 16) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i + 1 < head.length; i += 2) {
    if (head[i] === 0) evenZeros++;
    if (head[i + 1] === 0) oddZeros++;
  }
  const pairs = Math.floor(head.length / 2);
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "utf-16be";
  return null;
}

/**
 * The encoding of an uploaded text file: UTF-16 when it says so (see utf16Of), UTF-8 when
 * every byte sequence is valid UTF-8, otherwise Windows-1252, what Notepad and Word on a
 * Dutch Windows save as "ANSI" (€, é, ë, ï). Read once in full before the text is (a file
 * is at most 50 MB): a file in Windows-1252 may be plain ASCII for pages before its first "€".
 */
export async function textEncodingOf(stream: Readable): Promise<TextEncoding> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let head: Buffer | null = Buffer.alloc(0);
  try {
    for await (const chunk of stream) {
      if (head) {
        head = Buffer.concat([head, chunk as Buffer]);
        if (head.length >= SNIFF_BYTES) {
          const utf16 = utf16Of(head);
          if (utf16) return stop(stream, utf16);
          decoder.decode(head, { stream: true });
          head = null;
        }
        continue;
      }
      decoder.decode(chunk as Buffer, { stream: true });
    }
    if (head) {
      const utf16 = utf16Of(head);
      if (utf16) return utf16;
      decoder.decode(head, { stream: true });
    }
    decoder.decode();
    return "utf-8";
  } catch (err) {
    if (err instanceof TypeError) return stop(stream, "windows-1252");
    throw err;
  }
}

function stop(stream: Readable, encoding: TextEncoding): TextEncoding {
  stream.destroy();
  return encoding;
}
