import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { Block } from "./block.ts";
import { chunkPassages, TARGET_PASSAGE_CHARS } from "./chunk-passages.ts";
import { extractBlocks } from "./extract-blocks.ts";
import { textEncodingOf } from "./text-encoding-of.ts";

const streamOf = (text: string, chunkSize = 7) => {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += chunkSize) chunks.push(text.slice(i, i + chunkSize));
  return Readable.from(chunks.map((c) => Buffer.from(c)));
};
const collect = async <T>(gen: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const x of gen) out.push(x);
  return out;
};
const blocks = (text: string, kind: "md" | "txt" | "csv" | "html") =>
  collect<Block>(extractBlocks(() => streamOf(text), kind));
const heading = (text: string): Block => ({ type: "heading", text });
const paragraph = (text: string): Block => ({ type: "paragraph", text });

describe("text extraction", () => {
  it("reads a file saved as Windows-1252 ('ANSI' in Notepad and Word) as such, and UTF-8 as UTF-8", async () => {
    // "Fietsplan\n\nJe betaalt €35 per maand. Café-bezoek en reïntegratie." in Windows-1252,
    // with its first non-ASCII byte after the first chunk.
    const ansi = Buffer.concat([
      Buffer.from("Fietsplan\n\nJe betaalt "),
      Buffer.from([0x80]),
      Buffer.from("35 per maand. Caf"),
      Buffer.from([0xe9]),
      Buffer.from("-bezoek en re"),
      Buffer.from([0xef]),
      Buffer.from("ntegratie.\n"),
    ]);
    const chunks = () => Readable.from([ansi.subarray(0, 12), ansi.subarray(12)]);
    expect(await textEncodingOf(chunks())).toBe("windows-1252");
    expect(await collect(extractBlocks(chunks, "txt", "windows-1252"))).toEqual([
      heading("Fietsplan"),
      paragraph("Je betaalt €35 per maand. Café-bezoek en reïntegratie."),
    ]);
    const utf8 = "Je betaalt €35 per maand. Café-bezoek en reïntegratie.";
    // A multi-byte character split across chunks is still UTF-8.
    const split = Buffer.from(utf8);
    expect(await textEncodingOf(Readable.from([split.subarray(0, 12), split.subarray(12)]))).toBe("utf-8");
    expect(await blocks(utf8, "txt")).toEqual([paragraph(utf8)]);
  });

  it("markdown: headings become headings, markup goes, paragraphs join their lines", async () => {
    const md =
      "# Verlof\n\nJe hebt **25** vakantiedagen.\nZie [de cao](https://x.nl).\n\n## Ziekte\n- Bel je manager\n";
    const [verlof, ziekte] = [heading("Verlof"), heading("Ziekte")];
    expect(await blocks(md, "md")).toEqual([
      verlof,
      paragraph("Je hebt 25 vakantiedagen. Zie de cao."),
      ziekte,
      paragraph("• Bel je manager"),
    ]);
  });

  it("numbered headings (Markdown and HTML) keep their words, not the number or a list's bullet", async () => {
    expect(await blocks("## 2. Toeslagen\nZondag: 50%.\n### 2.1 Feestdagen\n", "md")).toEqual([
      heading("Toeslagen"),
      paragraph("Zondag: 50%."),
      heading("Feestdagen"),
    ]);
    expect(await blocks("<h2>3. Ziekte</h2><p>Bel je manager.</p>", "html")).toEqual([
      heading("Ziekte"),
      paragraph("Bel je manager."),
    ]);
  });

  it("plain text keeps '#1' literally and splits on blank lines", async () => {
    expect(await blocks("#1 regel\r\nnog een\r\n\r\nTweede", "txt")).toEqual([
      { type: "paragraph", text: "#1 regel nog een" },
      { type: "paragraph", text: "Tweede" },
    ]);
  });

  it("plain text reads headings as people type them: '# Kop', or a short line above its text", async () => {
    const txt = [
      "# Personeelshandboek",
      "## Ziekmelding",
      "Ben je ziek? Bel je planner voor 9 uur.",
      "",
      "Huisvesting",
      "Internationale medewerkers kunnen huisvesting krijgen",
      "via Flexwerk Wonen.",
      "",
      "Reiskosten",
      "",
      "We betalen elke gereden kilometer",
      "vanaf 10 kilometer enkele reis.",
      "",
      "Met vriendelijke groet",
    ].join("\n");
    expect(await blocks(txt, "txt")).toEqual([
      heading("Personeelshandboek"),
      heading("Ziekmelding"),
      paragraph("Ben je ziek? Bel je planner voor 9 uur."),
      heading("Huisvesting"),
      paragraph("Internationale medewerkers kunnen huisvesting krijgen via Flexwerk Wonen."),
      heading("Reiskosten"),
      // A wrapped sentence goes on in lower case: its first line is no heading.
      paragraph("We betalen elke gereden kilometer vanaf 10 kilometer enkele reis."),
      // The file's last words: nothing follows, so no heading.
      paragraph("Met vriendelijke groet"),
    ]);
  });

  it("CSV: rows carry their headers, quoted fields may hold delimiters, quotes and newlines", async () => {
    const csv =
      'Functie,Omschrijving,Uurloon\nKok,"Bereidt maaltijden, ook ""s avonds""\nen in het weekend",14.50\n\nAfwasser,,12\n';
    expect(await blocks(csv, "csv")).toEqual([
      {
        type: "paragraph",
        text: 'Functie: Kok; Omschrijving: Bereidt maaltijden, ook "s avonds" en in het weekend; Uurloon: 14.50',
      },
      { type: "paragraph", text: "Functie: Afwasser; Uurloon: 12" },
    ]);
  });

  it("CSV with ';' (Dutch spreadsheets) and no final newline", async () => {
    expect(await blocks("Naam;Afdeling\nJan;Keuken", "csv")).toEqual([
      { type: "paragraph", text: "Naam: Jan; Afdeling: Keuken" },
    ]);
  });

  it("HTML: no markup, no scripts or styles, entities decoded, broken markup tolerated", async () => {
    const html =
      "<html><head><title>x</title><style>p{color:red}</style></head><body><h1>Reiskosten &amp; vergoeding</h1>" +
      "<p>Je krijgt &euro;0,23 per km<script>alert('x<p>')</script></p><!-- geheim --><div>Open div <b>vet" +
      "<p>Laatste < alinea";
    const texts = ["Je krijgt €0,23 per km", "Open div vet", "Laatste < alinea"];
    expect(await blocks(html, "html")).toEqual([heading("Reiskosten & vergoeding"), ...texts.map(paragraph)]);
  });
});

describe("chunking", () => {
  it("keeps headings with their text and never crosses a heading", async () => {
    const md = `# A\n\n${"Zin een. ".repeat(20)}\n\n# B\n\nKort.`;
    const passages = await collect(chunkPassages(extractBlocks(() => streamOf(md), "md")));
    expect(passages.map((p) => p.heading)).toEqual(["A", "B"]);
    expect(passages[1].content).toBe("Kort.");
  });

  it("splits long text into passages near the target size at sentence ends", async () => {
    const long = "Dit is een zin over het verlofbeleid van de organisatie. ".repeat(100);
    const passages = await collect(chunkPassages(extractBlocks(() => streamOf(long, 4096), "txt")));
    expect(passages.length).toBeGreaterThan(3);
    for (const p of passages) {
      expect(p.content.length).toBeLessThanOrEqual(1400);
      expect(p.content.endsWith(".")).toBe(true);
    }
    expect(passages[0].content.length).toBeGreaterThan(TARGET_PASSAGE_CHARS / 2);
  });
});
