import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { textPdf } from "../../tests/support/text-pdf.ts";
import { parseInThread } from "./parse-in-thread.ts";

const file = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "test-files", name));

describe("parseInThread", () => {
  it("reads a PDF's lines and a DOCX's HTML in a thread of its own", async () => {
    const pdf = await parseInThread("pdf", file("personeelshandboek.pdf"));
    expect(pdf.lines?.join("\n")).toContain("Toeslagen");
    const docx = await parseInThread("docx", file("personeelshandboek.docx"));
    expect(docx.html).toContain("<table>");
  });
  it("ends a parse past its memory or time with the Dutch message, and this process goes on", async () => {
    // 1,500 pages of 60 lines: far more text than a 24 MB heap holds.
    const line = "Artikel over toeslagen, vakantiedagen en verlof voor medewerkers van Flexwerk Noord BV";
    const heavy = textPdf(
      Array.from({ length: 1500 }, (_, p) => Array.from({ length: 60 }, (_, l) => `${p}.${l} ${line}`)),
    );
    const tooBig = parseInThread("pdf", heavy, { heapMb: 24, timeoutMs: 60_000 });
    await expect(tooBig).rejects.toThrow(nl.documents.tooComplex);
    const tooSlow = parseInThread("docx", file("personeelshandboek.docx"), { heapMb: 256, timeoutMs: 1 });
    await expect(tooSlow).rejects.toThrow(nl.documents.tooComplex);
  });
  it("passes a file's own failure on as it is", async () => {
    await expect(parseInThread("pdf", file("beveiligd.pdf"))).rejects.toThrow(nl.documents.pdfPassword);
  });
});
