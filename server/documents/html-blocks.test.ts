import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { Block } from "./block.ts";
import { htmlBlocks } from "./html-blocks.ts";

// Read in small pieces, as a stream brings a file: no rule may rely on a tag or comment
// arriving whole.
const blocksOf = async (html: string, piece = 5) => {
  const pieces: string[] = [];
  for (let i = 0; i < html.length; i += piece) pieces.push(html.slice(i, i + piece));
  const out: Block[] = [];
  for await (const block of htmlBlocks(Readable.from(pieces))) out.push(block);
  return out;
};
const texts = (blocks: Block[]) => blocks.map((b) => `${b.type === "heading" ? "# " : ""}${b.text}`);

describe("HTML: what is not on the page stays out", () => {
  it("a hidden element holding elements of its own name is skipped to its own end", async () => {
    const html = '<div style="display:none"><div>a</div>Verborgen tekst.</div><p>Zichtbare tekst.</p>';
    expect(texts(await blocksOf(html))).toEqual(["Zichtbare tekst."]);
  });

  it("hidden as Word writes it (quotes inside the style), by visibility, or by the hidden attribute", async () => {
    // Found by a re-test: Word's "Webpagina, gefilterd" puts font names in double quotes
    // inside a single-quoted style, and the hidden note reached employees.
    const html =
      "<p>Het salaris.<span style='font-family:\"Arial\",sans-serif;display:none;mso-hide:all'>GEHEIM interne notitie</span></p>" +
      "<div style=\"font-family:'Times New Roman';display:none\">GEHEIM twee</div>" +
      "<p hidden>GEHEIM drie</p><p style='visibility:hidden'>GEHEIM vier</p><p class=\"hidden-print\">Zichtbaar.</p>";
    expect(texts(await blocksOf(html))).toEqual(["Het salaris.", "Zichtbaar."]);
  });

  it("a table of contents with nested paragraphs of its kind is skipped whole", async () => {
    const html =
      "<div class=MsoToc1><div><div>1 Inleiding 3</div></div>2 Verlof 4</div><h1>Verlof</h1><p>Je hebt 25 dagen.</p>";
    expect(texts(await blocksOf(html))).toEqual(["# Verlof", "Je hebt 25 dagen."]);
  });

  it("a hidden image hides only itself", async () => {
    const html = '<p>Voor<img style="display:none" src="x.png">na.</p><p>Volgende alinea.</p>';
    expect(texts(await blocksOf(html))).toEqual(["Voorna.", "Volgende alinea."]);
  });

  it("a script's text ends at its first closing tag, whatever it holds", async () => {
    const html = "<script>document.write('<script>x')</script><p>Tekst.</p>";
    expect(texts(await blocksOf(html))).toEqual(["Tekst."]);
  });
});

describe("HTML: headings", () => {
  it("a line break inside a heading joins its lines with a space", async () => {
    const html = "<h2>Kop<br>twee</h2><p>Tekst onder de kop.</p>";
    expect(texts(await blocksOf(html))).toEqual(["# Kop twee", "Tekst onder de kop."]);
  });
});

describe("HTML: what is not a tag", () => {
  it("a '<' that starts no tag is text", async () => {
    expect(texts(await blocksOf("<p>Als je salaris < 3000 euro is en 2<3, dan telt dit.</p>"))).toEqual([
      "Als je salaris < 3000 euro is en 2<3, dan telt dit.",
    ]);
  });

  it("an unclosed comment or tag of megabytes is read in linear time and kept to a bounded size", async () => {
    const mb = 1 << 20;
    for (const html of [`<p>Voor.</p><!--${"x- ".repeat(mb)}`, `<p>Voor.</p><div title="${"x".repeat(4 * mb)}`]) {
      const started = performance.now();
      const blocks = await blocksOf(html, 64 * 1024);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(texts(blocks)).toEqual(["Voor."]);
    }
  });

  it("a comment ends at its own '-->', also across pieces", async () => {
    expect(texts(await blocksOf("<p>A</p><!-- x -- y - > z --><p>B</p>", 2))).toEqual(["A", "B"]);
  });
});
