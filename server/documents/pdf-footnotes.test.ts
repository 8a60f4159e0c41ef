import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { Passage } from "./chunk-passages.ts";
import { chunkPassages } from "./chunk-passages.ts";
import { extractBlocks } from "./extract-blocks.ts";
import { type Piece, withFootnotesApart } from "./pdf-footnotes.ts";

// Printed from HTML by Chromium: superscript marks (<sup>, smaller and raised) after a table
// cell and a word on page 1, with their footnotes in small type at the page's bottom, a "m³"
// without a footnote; on page 2 marks typed as "³" and "⁴", a footnote that wraps and a
// short one without a full stop; page 3 goes on with text and no heading of its own.
const pdf = fs.readFileSync(path.join(import.meta.dirname, "test-files", "voetnoten.pdf"));
const passages = async () => {
  const out: Passage[] = [];
  for await (const p of chunkPassages(extractBlocks(() => Readable.from([pdf]), "pdf"))) out.push(p);
  return out;
};

describe("PDF footnotes", () => {
  it("drops a footnote's mark from the text and keeps the footnote as a line of its own section", async () => {
    const [toeslagen, reiskosten, ...rest] = await passages();
    expect(rest).toEqual([]);
    expect(toeslagen.heading).toBe("Toeslagen");
    expect(toeslagen.content.split("\n")).toEqual([
      "Werk je buiten de gewone werktijden, dan krijg je een toeslag op je uurloon.",
      "Dienst: Avond (na 20:00 uur); Toeslag: 25%",
      "Dienst: Zon- en feestdagen; Toeslag: 100%",
      // Each footnote follows the paragraph (here the table row) whose mark points to it.
      "Ook op Koningsdag.",
      // No footnote 3 on the page: "m3" is what the text says.
      "Over je brutoloon bouw je 8% vakantiegeld op. De werkplek is minstens 10 m3 per persoon.",
      "Uitbetaald in mei.",
    ]);
    // The next page's heading no longer runs on from the last footnote.
    expect(reiskosten.heading).toBe("Reiskosten");
    expect(reiskosten.content.split("\n")).toEqual([
      "Je krijgt een reiskostenvergoeding van € 0,23 per kilometer voor woon-werkverkeer.",
      "Alleen als je meer dan 10 kilometer van je werk woont.",
      "Declareer je reiskosten elke maand.",
      // A short footnote is no heading: the next page's text stays in its section.
      "Via de app of het formulier",
      "Parkeerkosten worden niet vergoed, tenzij je leidinggevende ze vooraf goedkeurt.",
    ]);
  });

  it("puts each footnote in the section whose text points to it, not all in the page's last", async () => {
    // Found by a re-test: a page with two sections, footnotes 1 to 3 marked under "Overwerk"
    // and 4 under "Verlof", all printed together at the page's bottom.
    const twoSections = fs.readFileSync(path.join(import.meta.dirname, "test-files", "voetnoten-twee-secties.pdf"));
    const out: Passage[] = [];
    for await (const p of chunkPassages(extractBlocks(() => Readable.from([twoSections]), "pdf"))) out.push(p);
    const overwerk = out.find((p) => p.heading === "Overwerk")?.content ?? "";
    const verlof = out.find((p) => p.heading === "Verlof")?.content ?? "";
    expect(overwerk).toContain("Overuren worden uitbetaald tegen 125% van je uurloon.");
    expect(overwerk).toContain("Alleen na goedkeuring van je leidinggevende.");
    expect(overwerk).toContain("Tussen 00:00 en 06:00 uur");
    expect(verlof).toContain("Parttimers naar rato van hun contracturen.");
    expect(verlof).not.toContain("goedkeuring");
    expect(verlof).not.toContain("00:00");
  });
});

const piece = (str: string, x: number, y: number, size: number): Piece => ({
  str,
  x,
  y,
  end: x + str.length * size * 0.5,
  size,
});

describe("withFootnotesApart", () => {
  it("closes the punctuation after a dropped mark up to its word, so no space is read in", () => {
    // Found by a re-test: "wachtdag³." read as "wachtdag ." once the mark was dropped.
    const word = piece("De eerste ziektedag is een wachtdag", 0, 700, 12);
    const lines = [
      {
        pieces: [
          word,
          piece("3", word.end + 0.5, 704, 8),
          piece(". Daarna ontvang je 90 procent.", word.end + 5, 700, 12),
        ],
      },
      { pieces: [piece("3", 0, 60, 6), piece("Niet voor uitzendkrachten in fase C.", 5, 60, 8)] },
    ];
    const [text, note] = withFootnotesApart(lines);
    expect(text.pieces.map((p) => p.str)).toEqual([
      "De eerste ziektedag is een wachtdag",
      ". Daarna ontvang je 90 procent.",
    ]);
    expect(text.pieces[1].x).toBe(word.end);
    expect(note).toMatchObject({ footnote: "first", pieces: [{ str: "Niet voor uitzendkrachten in fase C." }] });
  });
});
