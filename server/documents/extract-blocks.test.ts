import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { textPdf } from "../../tests/support/text-pdf.ts";
import type { Block } from "./block.ts";
import { extractBlocks } from "./extract-blocks.ts";

const file = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "test-files", name));
const open = (bytes: Buffer) => () => Readable.from([bytes]);
const collect = async (blocks: AsyncIterable<Block>, each?: (n: number) => Promise<void>) => {
  const out: Block[] = [];
  for await (const block of blocks) {
    out.push(block);
    await each?.(out.length);
  }
  return out;
};
// A long text of every kind: a few megabytes, far more than a thread reads in 100 ms.
const big = {
  txt: "Verlof\n\nVakantie vraag je aan bij je leidinggevende, minstens twee weken vooraf.\n\n".repeat(60_000),
  md: "# Verlof\n\nVakantie vraag je aan bij je **leidinggevende**, minstens twee weken vooraf.\n\n".repeat(60_000),
  html: "<h2>Verlof</h2><p>Vakantie vraag je aan bij je leidinggevende, minstens twee weken vooraf.</p>".repeat(60_000),
  csv: `Functie;Uurloon\n${"Kok;14,50\nAfwasser;13,27\nBediening;13,68\n".repeat(100_000)}`,
};

describe("extractBlocks in a thread of its own", () => {
  it("reads a PDF and a DOCX there", async () => {
    const pdf = await collect(extractBlocks(open(file("personeelshandboek.pdf")), "pdf"));
    expect(pdf.map((b) => b.text).join("\n")).toContain("Toeslagen");
    const docx = await collect(extractBlocks(open(file("personeelshandboek.docx")), "docx"));
    expect(docx.some((b) => b.text.includes(": ") && b.text.includes("; "))).toBe(true); // a table row
  });

  it("ends a parse past its memory or time with the Dutch message, and this process goes on", async () => {
    // 1,500 pages of 60 lines: far more text than a 24 MB heap holds.
    const line = "Artikel over toeslagen, vakantiedagen en verlof voor medewerkers van Flexwerk Noord BV";
    const heavy = textPdf(
      Array.from({ length: 1500 }, (_, p) => Array.from({ length: 60 }, (_, l) => `${p}.${l} ${line}`)),
    );
    const tooBig = collect(extractBlocks(open(heavy), "pdf", "utf-8", { heapMb: 24, timeoutMs: 60_000 }));
    await expect(tooBig).rejects.toThrow(nl.documents.tooComplex);
    const tooSlow = collect(
      extractBlocks(open(file("personeelshandboek.docx")), "docx", "utf-8", { heapMb: 256, timeoutMs: 1 }),
    );
    await expect(tooSlow).rejects.toThrow(nl.documents.tooComplex);
  });

  it.each(Object.keys(big) as (keyof typeof big)[])(
    "fails a %s file that its reader takes too long over with the Dutch message, without holding this event loop",
    async (kind) => {
      // The old reader ran text on the job worker's own loop: a slow file held it, no limit applied.
      let ticks = 0;
      let longestGap = 0;
      let last = performance.now();
      const ticker = setInterval(() => {
        const now = performance.now();
        longestGap = Math.max(longestGap, now - last);
        last = now;
        ticks++;
      }, 5);
      try {
        const slow = collect(
          extractBlocks(open(Buffer.from(big[kind])), kind, "utf-8", { heapMb: 256, timeoutMs: 150 }),
        );
        await expect(slow).rejects.toThrow(nl.documents.tooComplex);
      } finally {
        clearInterval(ticker);
      }
      expect(ticks).toBeGreaterThan(5);
      expect(longestGap).toBeLessThan(100);
    },
  );

  it("does not count the time the caller takes to store what it was sent", async () => {
    // The caller (the database) takes 1.5 s over the blocks; reading them takes far less than the 600 ms limit.
    const text = Buffer.from("Verlof\n\nVakantie vraag je twee weken vooraf aan.\n\n".repeat(3000));
    const blocks = await collect(extractBlocks(open(text), "txt", "utf-8", { heapMb: 256, timeoutMs: 600 }), (n) =>
      n % 100 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 25)),
    );
    expect(blocks).toHaveLength(6000);
  });

  it("passes a file's own failure on as it is", async () => {
    await expect(collect(extractBlocks(open(file("beveiligd.pdf")), "pdf"))).rejects.toThrow(nl.documents.pdfPassword);
  });

  it("ends the thread and closes the file when the caller stops early", async () => {
    // A Markdown file that never ends: only stopping ends the thread's reading.
    const stream = Readable.from(
      (function* () {
        while (true) yield Buffer.from("# Verlof\n\nVakantie vraag je twee weken vooraf aan.\n\n".repeat(100));
      })(),
    );
    for await (const _ of extractBlocks(() => stream, "md")) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.destroyed).toBe(true);
  });
});
