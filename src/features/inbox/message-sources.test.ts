import { describe, expect, it } from "vitest";
import { sourcesLine } from "./message-sources.ts";

const passage = (source: string) => ({ kind: "passage", title: "Verlof", source });
const faq = (title: string) => ({ kind: "faq", title, source: "FAQ" });

describe("sourcesLine", () => {
  it("is null without sources", () => {
    expect(sourcesLine("Hoi", null)).toBeNull();
    expect(sourcesLine("Hoi", [])).toBeNull();
  });

  it("is null when the message already cites every document it drew on", () => {
    expect(sourcesLine("Je krijgt 25 dagen.\n\nBron: handboek.md", [passage("handboek.md")])).toBeNull();
    expect(
      sourcesLine("Twee dingen.\n\nBron: handboek.md\n\nBron: cao.pdf", [passage("handboek.md"), passage("cao.pdf")]),
    ).toBeNull();
  });

  it("lists the sources when the message does not name them all", () => {
    expect(sourcesLine("Je krijgt 25 dagen.", [passage("handboek.md")])).toBe("handboek.md");
    expect(sourcesLine("Bron: handboek.md", [passage("handboek.md"), passage("cao.pdf")])).toBe("handboek.md, cao.pdf");
    // Another document with a name that contains this one's is not a citation of it.
    expect(sourcesLine("Bron: oud-handboek.md", [passage("handboek.md")])).toBe("handboek.md");
  });

  it("always lists an FAQ (its answer never cites it), each source once", () => {
    expect(sourcesLine("25 dagen.", [faq("Hoeveel vakantiedagen?"), faq("Hoeveel vakantiedagen?")])).toBe(
      "FAQ: Hoeveel vakantiedagen?",
    );
    expect(sourcesLine("Bron: handboek.md", [faq("Verlof?"), passage("handboek.md")])).toBe(
      "FAQ: Verlof?, handboek.md",
    );
  });
});
