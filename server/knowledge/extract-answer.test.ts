import { describe, expect, it } from "vitest";
import { addsFacts } from "./adds-facts.ts";
import { extractAnswer } from "./extract-answer.ts";
import { sentences } from "./sentences.ts";

const passage =
  "Medewerkers met een fulltime contract hebben recht op 25 vakantiedagen per jaar. " +
  "Parttimers krijgen dit naar rato. Vakantie vraag je minimaal twee weken vooraf aan via je leidinggevende. " +
  "De kantine is open van 12.00 tot 13.30 uur.";

describe("sentences", () => {
  it("splits after sentence ends but not inside times or amounts", () => {
    expect(sentences("Bel voor 09.00 uur. Je krijgt € 12,50! Klaar?")).toEqual([
      "Bel voor 09.00 uur.",
      "Je krijgt € 12,50!",
      "Klaar?",
    ]);
  });
});

describe("extractAnswer", () => {
  it("picks the sentences that share words with the question, verbatim and in order", () => {
    expect(extractAnswer("Hoeveel vakantiedag heb ik als fulltimer?", passage)).toBe(
      "Medewerkers met een fulltime contract hebben recht op 25 vakantiedagen per jaar. " +
        "Vakantie vraag je minimaal twee weken vooraf aan via je leidinggevende.",
    );
  });
  it("falls back to the opening of the passage when no word overlaps", () => {
    expect(extractAnswer("Wat zijn de regels?", "Eerste zin. Tweede zin.")).toBe("Eerste zin. Tweede zin.");
  });
  it("stays within the length limit", () => {
    const long = Array.from({ length: 20 }, (_, i) => `Vakantie regel nummer ${i} is belangrijk.`).join(" ");
    expect(extractAnswer("vakantie", long, 120).length).toBeLessThanOrEqual(120);
  });
});

describe("addsFacts", () => {
  it("accepts a rephrasing that keeps the source's numbers", () => {
    expect(addsFacts("Je hebt 25 vakantiedagen; bel vóór 9:00.", ["25 dagen, bellen voor 09:00"])).toBe(false);
  });
  it("rejects a number that no source states", () => {
    expect(addsFacts("Je hebt 30 vakantiedagen.", [passage])).toBe(true);
    expect(addsFacts("De vergoeding is 0,23 per km.", ["De vergoeding is 0,21 per km."])).toBe(true);
  });
});

describe("sentences of a numbered list", () => {
  const steps =
    "Ben je ziek, volg dan deze stappen: 1. Bel vóór 07:00 uur naar de ziekmeldlijn: 050 - 123 45 67. " +
    "2. Meld je ook ziek bij je leidinggevende. 3. Houd je bereikbaar op je verpleegadres.";
  it("reads an item's number as its marker, not as a sentence of its own", () => {
    expect(sentences(steps)).toEqual([
      "Ben je ziek, volg dan deze stappen:",
      "Bel vóór 07:00 uur naar de ziekmeldlijn: 050 - 123 45 67.",
      "Meld je ook ziek bij je leidinggevende.",
      "Houd je bereikbaar op je verpleegadres.",
    ]);
  });
  it("does so for items on their own lines, with 1. or 1)", () => {
    expect(sentences("Stappen:\n1. Bel de lijn.\n2) Meld je af\n10. Klaar")).toEqual([
      "Stappen:",
      "Bel de lijn.",
      "Meld je af",
      "Klaar",
    ]);
  });
  it("keeps numbers that are no list marker", () => {
    expect(sentences("Je krijgt 2 dagen. Vanaf 1 januari 2026 geldt dit.")).toEqual([
      "Je krijgt 2 dagen.",
      "Vanaf 1 januari 2026 geldt dit.",
    ]);
    expect(sentences("Bel 050 - 123 45 67. Daarna mail je.")).toEqual(["Bel 050 - 123 45 67.", "Daarna mail je."]);
  });
  it("never quotes a stray item number with the answer", () => {
    const answer = extractAnswer("welke ziekmeldlijn", steps);
    expect(answer).toContain("Bel vóór 07:00 uur");
    expect(answer).not.toMatch(/(^|\s)\d\.(\s|$)/);
  });
});
