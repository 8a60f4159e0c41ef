import { describe, expect, it } from "vitest";
import type { ConversationSoFar } from "./conversation-so-far.ts";
import { earlierBurst } from "./earlier-burst.ts";
import { earlierWords } from "./earlier-words.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 30, 9, minute));
const soFar = (earlier: Array<[string, number, boolean?]>, quoted: ConversationSoFar["quoted"] = null) => ({
  earlier: earlier.map(([body, minute, answered]) => ({ body, at: at(minute), answered: !!answered })),
  quoted,
});

describe("earlierWords", () => {
  it("reads a follow-up with the employee's message before it", () => {
    expect(earlierWords(soFar([["hoe vraag ik verlof aan", 1, true]]), "en hoe lang van tevoren?")).toBe(
      "hoe vraag ik verlof aan",
    );
    expect(earlierWords(soFar([]), "en hoe lang van tevoren?")).toBeUndefined();
  });

  it("prefers the quoted message, and for a quoted reply the question it answered", () => {
    const recent = [["wat is mijn saldo", 5, true]] as Array<[string, number, boolean]>;
    expect(
      earlierWords(
        soFar(recent, { body: "Verlof vraag je aan in de app.", asked: "hoe vraag ik verlof aan" }),
        "en wanneer?",
      ),
    ).toBe("hoe vraag ik verlof aan");
    expect(earlierWords(soFar(recent, { body: "reiskosten per km", asked: null }), "en wanneer?")).toBe(
      "reiskosten per km",
    );
  });

  it("lends nothing from a request for a person, nor to a message without words", () => {
    expect(earlierWords(soFar([["medewerker", 1]]), "hoe lang duurt het nog")).toBeUndefined();
    expect(earlierWords(soFar([["hoe vraag ik verlof aan", 1]]), "?")).toBeUndefined();
  });
});

describe("earlierBurst", () => {
  it("joins the previous message's pieces, after the last message answered", () => {
    const past = soFar([
      ["hoe vraag ik verlof aan", 1, true],
      ["over mijn", 3],
      ["reiskosten", 3],
      ["per km", 4, true],
    ]);
    expect(earlierBurst(past, "en wanneer wordt het betaald")).toBe("over mijn reiskosten per km");
  });

  it("has nothing to lean on without an earlier message", () => {
    expect(earlierBurst(soFar([]), "en wanneer wordt het betaald")).toBeUndefined();
  });
});
