import { describe, expect, it } from "vitest";
import { mentionsAge } from "./mentions-age.ts";
import { tokenize } from "./normalize.ts";

describe("mentionsAge", () => {
  it.each([
    ["ik ben 16, mag ik in het magazijn werken", true],
    ["mijn dochter is 15 kan ze bij jullie aan de slag", true],
    ["mag je als 17 jarige nachtdiensten doen", true],
    ["mijn zoon van 16 zoekt een bijbaantje", true],
    ["word volgende maand 19, krijg ik dan meer per uur", true],
    ["ik werk 16 uur per week", false],
    ["ik werk van 13 tot 17 in het magazijn", false],
    ["is het rooster van week 14 al bekend", false],
    ["ik ben 16 uur ingepland", false],
    ["het is 18 euro per uur", false],
    ["ik ben 45 en wil minder werken", false],
  ])("%s → %s", (question, age) => {
    expect(mentionsAge(tokenize(question))).toBe(age);
  });
});
