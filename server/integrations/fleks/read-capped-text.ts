/** A body that is, or says it is, larger than the reader accepts. */
export class BodyTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`response over ${maxBytes} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * A response's body as text, read chunk by chunk and given up (the connection cancelled)
 * as soon as it passes `maxBytes`, or before reading when its declared length already
 * does. The URL it came from may be an admin's own server: `res.text()` would hold
 * whatever it sends in memory, in the worker every organisation's syncs share.
 */
export async function readCappedText(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(maxBytes);
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
