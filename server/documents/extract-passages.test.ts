import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { DocumentKind } from "../../common/documents/upload-rules.ts";
import { nl } from "../../common/i18n/nl.ts";
import { chunkPassages, type Passage } from "./chunk-passages.ts";
import { extractBlocks } from "./extract-blocks.ts";
import { extractPassages } from "./extract-passages.ts";

const file = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "test-files", name));
const open = (bytes: Buffer) => () => Readable.from([bytes]);
const all = async (passages: AsyncIterable<Passage>) => {
  const out: Passage[] = [];
  for await (const passage of passages) out.push(passage);
  return out;
};
const batched = async (batches: AsyncIterable<Passage[]>) => {
  const out: Passage[][] = [];
  for await (const batch of batches) out.push(batch);
  return out;
};
const handbook = Buffer.from(
  Array.from(
    { length: 3_000 },
    (_, i) =>
      `# Hoofdstuk ${i}\n\nJe hebt recht op **25 vakantiedagen** (regel ${i}).\n\n${"Reiskosten en toeslagen. ".repeat(60)}\n`,
  ).join("\n"),
);

describe("extractPassages: the job worker's passages, chunked in the reading thread", () => {
  it("gives the passages chunkPassages cuts from the same document's blocks, in batches", async () => {
    const cases: [DocumentKind, Buffer][] = [
      ["md", handbook],
      ["txt", file("gekopieerd-uit-pdf.txt")],
      ["pdf", file("personeelshandboek.pdf")],
      ["docx", file("personeelshandboek.docx")],
    ];
    for (const [kind, bytes] of cases) {
      const batches = await batched(extractPassages(open(bytes), kind));
      expect(batches.flat(), kind).toEqual(await all(chunkPassages(extractBlocks(open(bytes), kind))));
      expect(batches.flat().length, kind).toBeGreaterThan(0);
    }
    // A large document comes in several batches, none of them all of it.
    const large = await batched(extractPassages(open(handbook), "md"));
    expect(large.length).toBeGreaterThan(3);
  });

  it("fails a document its reader cannot read with our Dutch message, as extractBlocks does", async () => {
    await expect(batched(extractPassages(open(file("beveiligd.pdf")), "pdf"))).rejects.toThrow(
      nl.documents.pdfPassword,
    );
  });
});
