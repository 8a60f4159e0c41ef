import { describe, expect, it } from "vitest";
import { analyzeQuestion } from "./analyze-question.ts";
import { isNoun } from "./dutch-lexicon.ts";
import { buildThesaurus } from "./thesaurus.ts";

const vocabulary = { hasKey: () => true, closestWord: () => null };
const topics = (q: string) =>
  Object.fromEntries(analyzeQuestion(q, buildThesaurus([]), vocabulary).map((g) => [g.surface, g.topic]));

describe("question topics", () => {
  it("knows a noun from a verb or an adverb by the word list's flags", () => {
    for (const noun of ["scooter", "vlucht", "brievenbus", "kerstpakket", "buurman"]) expect(isNoun(noun)).toBe(true);
    for (const other of ["resetten", "veranderd", "helpen", "meteen", "snel"]) expect(isNoun(other)).toBe(false);
  });

  it("marks what a question is about, compounds by their head, phrasing words not", () => {
    expect(topics("wie betaalt de schade aan mijn scooter")).toMatchObject({
      schade: true,
      scooter: true,
      betaalt: false,
    });
    expect(topics("hoe vraag ik zorgtoeslag aan")).toMatchObject({ zorgtoeslag: true });
    expect(topics("de link om mijn wachtwoord te resetten werkt niet")).toMatchObject({
      wachtwoord: true,
      resetten: false,
    });
  });
});
