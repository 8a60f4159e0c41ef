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

describe("words people write differently from the organisation's texts", () => {
  // The organisation's texts use "werkschoenen" and "verhuizing", nothing else.
  const known = (words: string[]) => {
    const keys = new Set(words.map((w) => analyzeQuestion(w, buildThesaurus([]), vocabulary)[0].key));
    return { hasKey: (key: string) => keys.has(key), closestWord: () => null };
  };
  const org = known(["werkschoenen", "verhuizing"]);
  const surfaces = (q: string) => analyzeQuestion(q, buildThesaurus([]), org).map((g) => g.surface);

  it("joins a compound written apart when the organisation writes it whole", () => {
    expect(surfaces("heb ik werk schoenen nodig")).toEqual(["werkschoenen", "nodig"]);
    // Words the organisation never writes together stay apart.
    expect(surfaces("werk tijden")).toEqual(["werk", "tijden"]);
  });

  it("finds the action noun the texts use for the verb asked with", () => {
    const [group] = analyzeQuestion("verhuizen", buildThesaurus([]), org);
    expect(group.alternatives.map((a) => a.label)).toContain("verhuizing");
    const [other] = analyzeQuestion("verhuizen", buildThesaurus([]), known(["werkschoenen"]));
    expect(other.alternatives.map((a) => a.label)).not.toContain("verhuizing");
  });
});
