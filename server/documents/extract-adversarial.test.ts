import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { Block } from "./block.ts";
import { chunkPassages } from "./chunk-passages.ts";
import { extractBlocks } from "./extract-blocks.ts";
import { readBlocks } from "./read-blocks.ts";

// Files built to stall a parser: each must be read in linear time (well under a second
// for a megabyte; the old patterns took half an hour on one such line) and never throw.
// Timed on the readers themselves (readBlocks), without the start of the thread the job
// runs them in (see extract-blocks.test.ts for that).
const blocksOf = async (text: string, kind: "md" | "txt" | "csv" | "html") => {
  const out: Block[] = [];
  for await (const block of readBlocks(() => Readable.from([Buffer.from(text)]), kind)) out.push(block);
  return out;
};
const MB = 1 << 20;
const timed = async (text: string, kind: "md" | "txt" | "csv" | "html") => {
  const started = performance.now();
  const blocks = await blocksOf(text, kind);
  return { blocks, ms: performance.now() - started };
};

describe("adversarial documents", () => {
  it.each([
    ["unclosed images", "![".repeat(MB / 2)],
    ["unclosed links", "[a](".repeat(MB / 4)],
    ["emphasis markers", "*a".repeat(MB / 2)],
    ["double emphasis markers", "**a _".repeat(MB / 5)],
    ["backticks", "`a".repeat(MB / 2)],
    ["a heading of spaces", `# ${" ".repeat(MB)}x`],
    ["a heading of hashes and spaces", `# x${" #".repeat(MB / 2)} y`],
    ["nested quotes and lists", "> - > - ".repeat(MB / 8)],
  ])("Markdown: %s, one megabyte on one line", async (_, text) => {
    const { blocks, ms } = await timed(text, "md");
    expect(ms).toBeLessThan(1500);
    expect(blocks.length).toBeGreaterThan(0);
  });

  it("plain text: a paragraph of 100,000 lines without a blank one is read in linear time", async () => {
    // Joining each line to the text so far looked at all of it again: hours for this file.
    const text = "Dit is een regel van een lange alinea zonder witregel-\n".repeat(100_000);
    for (const kind of ["txt", "md"] as const) {
      const { blocks, ms } = await timed(text, kind);
      expect(ms).toBeLessThan(5000);
      expect(blocks.map((b) => b.text).join(" ").length).toBeGreaterThan(4_000_000);
    }
  });

  it("plain text: a file without line breaks is cut into bounded lines", async () => {
    const { blocks, ms } = await timed("woord ".repeat(MB / 3), "txt");
    expect(ms).toBeLessThan(1500);
    expect(blocks.map((b) => b.text).join(" ")).toHaveLength("woord ".repeat(MB / 3).trim().length);
  });

  it("HTML: deep nesting, a tag that never closes and a tag of spaces", async () => {
    for (const text of [`${"<div>".repeat(MB / 5)}tekst`, `<${" ".repeat(MB)}`, `<p>a</p><${"a ".repeat(MB / 2)}`]) {
      const { ms } = await timed(text, "html");
      expect(ms).toBeLessThan(1500);
    }
  });

  it("HTML: numeric entities beyond Unicode are kept as written instead of failing the document", async () => {
    const blocks = await blocksOf("<p>Code &#99999999; en &#xD800; en &#x20AC;5</p>", "html");
    expect(blocks).toEqual([{ type: "paragraph", text: "Code &#99999999; en &#xD800; en €5" }]);
  });

  it("CSV: a 40 MB field never holds the worker's event loop for long, and all its text is kept", async () => {
    // Read from a file, as the job reads stored uploads (the reads are where the loop turns).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csv-"));
    const file = path.join(dir, "lang.csv");
    fs.writeFileSync(file, `Naam,Omschrijving\nJan,"${"x".repeat(40 * MB)}`);
    // The longest gap between ticks of a 5 ms timer: how long the event loop was held.
    let last = performance.now();
    let held = 0;
    const tick = setInterval(() => {
      held = Math.max(held, performance.now() - last);
      last = performance.now();
    }, 5);
    let chars = 0;
    // As the processing job reads it: blocks cut into passages.
    try {
      for await (const passage of chunkPassages(extractBlocks(() => fs.createReadStream(file), "csv"))) {
        chars += passage.content.length;
      }
      held = Math.max(held, performance.now() - last);
    } finally {
      clearInterval(tick);
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Other jobs (WhatsApp answers) share this event loop: no single step may take long.
    expect(held).toBeLessThan(150);
    expect(chars).toBeGreaterThan(40 * MB);
  }, 60_000);

  it("CSV: an unterminated quote and a megabyte-long field", async () => {
    const { ms } = await timed(`Naam,Omschrijving\nJan,"${"x".repeat(MB)}`, "csv");
    expect(ms).toBeLessThan(1500);
  });
});
