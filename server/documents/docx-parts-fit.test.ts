import fs from "node:fs";
import path from "node:path";
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { docxPartsFit } from "./docx-parts-fit.ts";

/** A zip of these parts (deflated), its stated sizes as given: a bomb may state anything. */
function zip(parts: Array<{ name: string; content: Buffer; statedSize?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const data = deflateRawSync(p.content);
    const name = Buffer.from(p.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(p.statedSize ?? p.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(p.statedSize ?? p.content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe("docxPartsFit", () => {
  it("lets a real Word handbook through", () => {
    const docx = fs.readFileSync(path.join(import.meta.dirname, "test-files/personeelshandboek.docx"));
    expect(docxPartsFit(docx)).toBe("fits");
  });
  it("refuses a zip bomb by what its XML inflates to, whatever sizes it states", () => {
    const bomb = zip([
      { name: "[Content_Types].xml", content: Buffer.from("<Types/>") },
      { name: "word/document.xml", content: Buffer.alloc(4 * 1024 * 1024, 32), statedSize: 100 },
    ]);
    expect(bomb.length).toBeLessThan(20_000);
    expect(docxPartsFit(bomb, 1024 * 1024)).toBe("too-large");
    expect(docxPartsFit(bomb, 8 * 1024 * 1024)).toBe("fits");
  });
  it("does not count images, and refuses what is no zip", () => {
    const withPhoto = zip([
      { name: "word/document.xml", content: Buffer.from("<w:document/>") },
      { name: "word/media/image1.png", content: Buffer.alloc(2 * 1024 * 1024, 7) },
    ]);
    expect(docxPartsFit(withPhoto, 1024 * 1024)).toBe("fits");
    expect(docxPartsFit(Buffer.from("%PDF-1.7 geen zip"))).toBe("unreadable");
  });
});
