import { describe, expect, it } from "vitest";
import { isFragment } from "./is-fragment.ts";

const never = async () => false;
const always = async () => true;
const piece = (joined: string, latest = joined, first = true, answers = never) =>
  isFragment(joined, latest, { first, answers });

describe("isFragment", () => {
  it("waits after a greeting, 'ik heb een vraag', a bare '?' and a sentence that stops short", async () => {
    expect(await piece("hoi")).toBe(true);
    expect(await piece("hoi\nik heb een vraag", "ik heb een vraag", false)).toBe(true);
    expect(await piece("over mijn")).toBe(true);
    expect(await piece("en wanneer")).toBe(true);
    expect(await piece("?")).toBe(true);
    expect(await piece("hoeveel krijg ik")).toBe(true);
  });

  it("answers a complete question at once", async () => {
    expect(await piece("Hoeveel vakantiedagen heb ik per jaar?")).toBe(false);
    expect(await piece("vakantie?")).toBe(false);
    expect(
      await piece("hoi\nhoeveel vakantiedagen heb ik per jaar?", "hoeveel vakantiedagen heb ik per jaar?", false),
    ).toBe(false);
    expect(await piece("wanneer wordt de reiskostenvergoeding uitbetaald bij ziekte")).toBe(false);
    expect(await piece("hoe lang duurt het nog")).toBe(false);
    // About one's own shifts: looked up at once, however short.
    expect(await piece("heb ik morgen een dienst")).toBe(false);
    expect(await piece("heb k volgende week wat")).toBe(false);
    // A question without a question word puts the verb first.
    expect(await piece("kan ik mijn loonstrook inzien")).toBe(false);
    expect(await piece("mag ik")).toBe(true);
  });

  it("answers a short first message the knowledge base is sure of, but not a short later piece", async () => {
    expect(await piece("reiskosten", "reiskosten", true, always)).toBe(false);
    expect(await piece("reiskosten", "reiskosten", true, never)).toBe(true);
    expect(await piece("ik heb een vraag over mijn\nreiskosten", "reiskosten", false, always)).toBe(true);
  });

  it("reads sick reports, STOP, requests for a person and thanks at once", async () => {
    expect(await piece("ziek")).toBe(false);
    expect(await piece("STOP")).toBe(false);
    expect(await piece("medewerker")).toBe(false);
    expect(await piece("thx")).toBe(false);
    expect(await piece("hoi\nziek", "ziek", false)).toBe(false);
    // A request about one's own data: for HR at once, however short.
    expect(await piece("verwijder al mijn gegevens")).toBe(false);
    expect(await piece("Inzageverzoek")).toBe(false);
  });
});
