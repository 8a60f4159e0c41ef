import fs from "node:fs";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { DocumentKind } from "../../common/documents/upload-rules.ts";
import { textPdf } from "../../tests/support/text-pdf.ts";
import type { Block } from "./block.ts";
import { chunkPassages, type Passage } from "./chunk-passages.ts";
import { extractBlocks } from "./extract-blocks.ts";
import { type TextEncoding, textEncodingOf } from "./text-encoding-of.ts";

// Real handbooks as HR has them: the QA colleague's generated Personeelshandboek as PDF, as
// DOCX, as a password-protected PDF, and as text copied out of the PDF (page furniture and all).
const testFile = (name: string) => fs.readFileSync(new URL(`./test-files/${name}`, import.meta.url));
const open = (bytes: Buffer | string) => () => Readable.from([Buffer.from(bytes)]);
const collect = async <T>(gen: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const x of gen) out.push(x);
  return out;
};
const blocksOf = (bytes: Buffer | string, kind: DocumentKind, encoding?: TextEncoding) =>
  collect<Block>(extractBlocks(open(bytes), kind, encoding));
const passagesOf = (bytes: Buffer | string, kind: DocumentKind) =>
  collect<Passage>(chunkPassages(extractBlocks(open(bytes), kind)));
const allText = (passages: Passage[]) => passages.map((p) => `${p.heading}\n${p.content}`).join("\n");
const headings = (blocks: Block[]) => blocks.filter((b) => b.type === "heading").map((b) => b.text);
const paragraphs = (blocks: Block[]) => blocks.filter((b) => b.type === "paragraph").map((b) => b.text);

const furniture = [
  "Flexwerk Noord – Personeelshandboek 2026",
  "Vertrouwelijk – alleen voor intern gebruik",
  "Pagina 3 van 5",
];

describe("reading real handbooks", () => {
  it("PDF: headings without their numbers, text without page furniture, whole words, table rows with their headers", async () => {
    const blocks = await blocksOf(testFile("personeelshandboek.pdf"), "pdf");
    expect(headings(blocks)).toEqual(expect.arrayContaining(["Inleiding", "Toeslagen", "Vakantiegeld", "Reiskosten"]));
    const text = paragraphs(blocks).join("\n");
    for (const line of furniture) expect(text).not.toContain(line);
    expect(text).toContain("Het opgebouwde vakantiegeld wordt jaarlijks in de maand mei uitbetaald.");
    expect(text).toContain("krijg je een reiskostenvergoeding van € 0,23 per kilometer");
    expect(paragraphs(blocks)).toContain("Leeftijd: 55 t/m 59 jaar; Vakantiedagen per jaar: 27 dagen");
    expect(paragraphs(blocks)).toContain("Tijdvak: zaterdag; Toeslag: 50%");
  });

  it("PDF: a password-protected or scanned one fails with a message that says what to do", async () => {
    await expect(blocksOf(testFile("beveiligd.pdf"), "pdf")).rejects.toThrow(
      "Deze PDF is beveiligd met een wachtwoord: sla hem op zonder wachtwoord (of als Word-bestand) en upload hem opnieuw.",
    );
    await expect(blocksOf(textPdf([[], []]), "pdf")).rejects.toThrow(
      "Dit is een gescande PDF zonder tekst: sla het document op als PDF met tekst of als Word-bestand, en upload het opnieuw.",
    );
    await expect(blocksOf("geen pdf", "pdf")).rejects.toThrow("Deze PDF kon niet worden gelezen");
  });

  it("DOCX: Word's headings, paragraphs and tables keep their shape", async () => {
    const blocks = await blocksOf(testFile("personeelshandboek.docx"), "docx");
    expect(headings(blocks).slice(0, 4)).toEqual([
      "Inleiding",
      "Over dit handboek",
      "Werktijden en rooster",
      "Rooster en beschikbaarheid",
    ]);
    expect(paragraphs(blocks)).toContain("Leeftijd: 55 t/m 59 jaar; Vakantiedagen per jaar: 27 dagen");
    await expect(blocksOf("geen docx", "docx")).rejects.toThrow("Dit Word-bestand kon niet worden gelezen");
  });

  it("TXT copied out of a PDF: no headers, footers or page numbers; broken words joined; numbered lines are headings", async () => {
    const passages = await passagesOf(testFile("gekopieerd-uit-pdf.txt"), "txt");
    const text = allText(passages);
    for (const line of furniture) expect(text).not.toContain(line);
    expect(text).not.toMatch(/\.{5}/); // the table of contents' dot leaders
    expect(text).toContain("alle uitzendkrachten en vaste medewerkers van Flexwerk Noord");
    expect(text).toContain("de vrijdag na afloop van de loonperiode");
    expect(text.replaceAll("zon- en", "")).not.toMatch(/\p{L}- \p{Ll}/u);
    const toeslagen = passages.find((p) => p.heading === "Toeslagen");
    expect(toeslagen?.content).toMatch(/^Voor werk op onregelmatige tijden krijg je een toeslag/);
    expect(passages.map((p) => p.heading)).toEqual(
      expect.arrayContaining(["Over dit handboek", "Pauzes", "Ziekmelding"]),
    );
    // A compound's hyphen before "en" stays: "zon- en feestdagen".
    expect(text).toContain("zon- en feestdagen");
  });

  it("PDF: a CAO's articles head their text, and a header on every page goes", async () => {
    const page = (n: number, lines: string[]) => ["ABU cao 2026-2027", ...lines, `${n}`];
    const pdf = textPdf([
      page(1, [
        "Artikel 22 Vakantiedagen",
        "1. De uitzendkracht bouwt per gewerkt uur vakantie-",
        "uren op: 24 dagen per jaar.",
      ]),
      page(2, ["Artikel 57 Kort verzuim", "1. Doorbetaling van loon bij een bezoek aan de huisarts."]),
      page(3, ["3 dagen verlof krijg je bij een verhuizing."]),
    ]);
    expect(await passagesOf(pdf, "pdf")).toEqual([
      {
        heading: "Artikel 22 Vakantiedagen",
        content: "1. De uitzendkracht bouwt per gewerkt uur vakantieuren op: 24 dagen per jaar.",
      },
      {
        heading: "Artikel 57 Kort verzuim",
        content: "1. Doorbetaling van loon bij een bezoek aan de huisarts. 3 dagen verlof krijg je bij een verhuizing.",
      },
    ]);
  });

  it("TXT: a page number alone goes when pages count up, a number that is content stays", async () => {
    const pages = ["Verlof\nJe hebt 25 dagen.\n3\n", "Ziekte\nBel je leidinggevende.\n4\n", "Noodnummer\n\n112\n"].join(
      "",
    );
    const text = allText(await passagesOf(pages, "txt"));
    expect(text).toContain("112");
    expect(text).not.toMatch(/^[34]$/m);
  });

  it("TXT: short stand-alone lines all reach a passage; a short line heads only text that follows it", async () => {
    const phones =
      "Contact\r\n\r\nZiekmeldlijn\r\n\r\n050 123 45 67\r\n\r\nSpoedlijn planning\r\n\r\n06 98765432\r\n\r\nBel bij ziekte altijd voor 07:00 uur.\r\n";
    const text = allText(await passagesOf(phones, "txt"));
    for (const line of [
      "Contact",
      "Ziekmeldlijn",
      "050 123 45 67",
      "Spoedlijn planning",
      "06 98765432",
      "Bel bij ziekte altijd voor 07:00 uur.",
    ])
      expect(text).toContain(line);
    expect(
      await passagesOf(
        "Toeslag weekend\n\nOp zondag krijg je 100%.\n\nNachtwerk\n\nTussen 00:00 en 06:00 50%.\n",
        "txt",
      ),
    ).toEqual([
      { heading: "Toeslag weekend", content: "Op zondag krijg je 100%." },
      { heading: "Nachtwerk", content: "Tussen 00:00 en 06:00 50%." },
    ]);
  });

  it("tables: an HTML row, a Markdown pipe row and a tab-separated row each read 'Kop: waarde; Kop: waarde'", async () => {
    const html =
      "<p>Tabel 2 &ndash; Vakantiedagen per jaar</p><table><tr><td><p><b>Leeftijd</b></p></td><td><p>Vakantiedagen per jaar</p></td></tr>" +
      "<tr><td><p>55 t/m 59 jaar</p></td><td><p>27 dagen</p></td></tr></table><p>Daarna</p>";
    expect(paragraphs(await blocksOf(html, "html"))).toEqual([
      "Tabel 2 – Vakantiedagen per jaar",
      "Leeftijd: 55 t/m 59 jaar; Vakantiedagen per jaar: 27 dagen",
      "Daarna",
    ]);
    const md =
      "# Vakantiedagen\n\n| Leeftijd | Vakantiedagen per jaar |\n| --- | --- |\n| 18 t/m 44 jaar | 25 dagen |\n| 55 t/m 59 jaar | **27 dagen** |\n\nMeer.\n";
    expect(await blocksOf(md, "md")).toEqual([
      { type: "heading", text: "Vakantiedagen" },
      { type: "paragraph", text: "Leeftijd: 18 t/m 44 jaar; Vakantiedagen per jaar: 25 dagen" },
      { type: "paragraph", text: "Leeftijd: 55 t/m 59 jaar; Vakantiedagen per jaar: 27 dagen" },
      { type: "paragraph", text: "Meer." },
    ]);
    const tabs = "Functie\tUurloon\nKok\t14,50\nSchoonmaker\t13,80\n";
    expect(paragraphs(await blocksOf(tabs, "txt"))).toEqual([
      "Functie: Kok; Uurloon: 14,50",
      "Functie: Schoonmaker; Uurloon: 13,80",
    ]);
  });

  it("Word's web page (.htm): its table of contents and hidden text are no document text", async () => {
    const htm =
      "<p class=MsoToc1><a href='#_Toc1'>1<span>&nbsp;&nbsp;</span>Inleiding<span style='color:windowtext;display:none'>. </span><span style='display:none'>3</span></a></p>" +
      "<h1>1<span style='font:7.0pt'>&nbsp;&nbsp; </span>Inleiding</h1><p class=MsoNormal>Dit handboek is voor iedereen.<span style='display:none'>verborgen</span></p>";
    expect(await blocksOf(htm, "html")).toEqual([
      { type: "heading", text: "Inleiding" },
      { type: "paragraph", text: "Dit handboek is voor iedereen." },
    ]);
  });

  it("HTML: every named entity is decoded and soft hyphens leave no trace", async () => {
    const html =
      "<p>De kilometer&shy;vergoeding is &euro;&nbsp;0,23 &ndash; zie het caf&eacute;&hellip; reis\u00ADkosten &amp; meer</p>";
    expect(paragraphs(await blocksOf(html, "html"))).toEqual([
      "De kilometervergoeding is € 0,23 – zie het café… reiskosten & meer",
    ]);
    expect(paragraphs(await blocksOf("Reis\u00ADkosten worden vergoed.\n", "txt"))).toEqual([
      "Reiskosten worden vergoed.",
    ]);
  });

  it("UTF-16 text (Notepad's 'Unicode', Excel's 'Unicode-tekst') is read, little- and big-endian", async () => {
    const text = "Reiskosten\r\n\r\nJe krijgt € 0,23 per kilometer; café-uitjes niet.\r\n";
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    const be = Buffer.from(le).swap16();
    const noBom = Buffer.from(text, "utf16le");
    for (const [bytes, expected] of [
      [le, "utf-16le"],
      [be, "utf-16be"],
      [noBom, "utf-16le"],
    ] as const) {
      const encoding = await textEncodingOf(Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]));
      expect(encoding).toBe(expected);
      expect(await blocksOf(bytes, "txt", encoding)).toEqual([
        { type: "heading", text: "Reiskosten" },
        { type: "paragraph", text: "Je krijgt € 0,23 per kilometer; café-uitjes niet." },
      ]);
    }
  });
});
