import type { Readable } from "node:stream";

export type TextEncoding = "utf-8" | "windows-1252";

/**
 * The encoding of an uploaded text file: UTF-8 when every byte sequence is valid UTF-8,
 * otherwise Windows-1252, what Notepad and Word on a Dutch Windows save as "ANSI" (€, é, ë,
 * ï). Read once in full before the text is (a file is at most 50 MB): a file in
 * Windows-1252 may be plain ASCII for pages before its first "€".
 */
export async function textEncodingOf(stream: Readable): Promise<TextEncoding> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of stream) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return "utf-8";
  } catch (err) {
    if (err instanceof TypeError) {
      stream.destroy();
      return "windows-1252";
    }
    throw err;
  }
}
