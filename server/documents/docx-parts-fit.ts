import { inflateRawSync } from "node:zlib";

// The XML of a long handbook is a few MB; a DOCX whose XML inflates past this is a zip bomb.
export const MAX_DOCX_XML_BYTES = 64 * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export type DocxFit = "fits" | "too-large" | "unreadable";

/**
 * Whether the XML parts of a DOCX (a zip) inflate to at most `limit` bytes in all, found by
 * inflating them with a cap rather than by trusting the sizes the zip states (a bomb can
 * lie). Checked before mammoth unzips the file, which inflates each part whole in memory:
 * a 50 MB upload could otherwise take the worker down, and with it other organisations'
 * jobs. Images are not counted: mammoth is told not to read them. A file this cannot walk
 * (no zip, another compression) is unreadable: never handed to mammoth unchecked.
 */
export function docxPartsFit(bytes: Buffer, limit = MAX_DOCX_XML_BYTES): DocxFit {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return "unreadable";
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let left = limit;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return "unreadable";
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const headerAt = bytes.readUInt32LE(at + 42);
    const name = bytes.toString("utf8", at + 46, at + 46 + nameLength);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (!/\.(?:xml|rels)$/i.test(name)) continue;
    if (headerAt + 30 > bytes.length || bytes.readUInt32LE(headerAt) !== LOCAL) return "unreadable";
    const start = headerAt + 30 + bytes.readUInt16LE(headerAt + 26) + bytes.readUInt16LE(headerAt + 28);
    const data = bytes.subarray(start, start + compressed);
    if (method === 0) left -= data.length;
    else if (method === 8) {
      try {
        left -= inflateRawSync(data, { maxOutputLength: Math.max(1, left) }).length;
      } catch (err) {
        return (err as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE" ? "too-large" : "unreadable";
      }
    } else return "unreadable";
    if (left < 0) return "too-large";
  }
  return "fits";
}
