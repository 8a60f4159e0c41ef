import { describe, expect, it } from "vitest";
import { mentionsAge } from "./mentions-age.ts";
import { tokenize } from "./normalize.ts";

describe("mentionsAge", () => {
  it.each([
    ["ik ben 16, mag ik in het magazijn werken", "is"],
    ["mijn dochter is 15 kan ze bij jullie aan de slag", "is"],
    ["mag je als 17 jarige nachtdiensten doen", "is"],
    ["mijn zoon van 16 zoekt een bijbaantje", "is"],
    ["word volgende maand 19, krijg ik dan meer per uur", "turns"],
    ["ik word 18 mag ik dan nachtdiensten doen", "turns"],
    ["word ik meer betaald per uur als ik 19 word?", "turns"],
    ["ik werk 16 uur per week", null],
    ["ik werk van 13 tot 17 in het magazijn", null],
    ["is het rooster van week 14 al bekend", null],
    ["ik ben 16 uur ingepland", null],
    ["het is 18 euro per uur", null],
    ["ik ben 45 en wil minder werken", null],
  ])("%s → %s", (question, age) => {
    expect(mentionsAge(tokenize(question))?.mention ?? null).toBe(age);
  });
});
