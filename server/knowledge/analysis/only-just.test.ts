import { describe, expect, it } from "vitest";
import { tokenize } from "./normalize.ts";
import { onlyJust } from "./only-just.ts";

const pasIn = (text: string) => {
  const tokens = tokenize(text);
  return onlyJust(
    tokens,
    tokens.findIndex((t) => t.word === "pas"),
  );
};

describe("onlyJust", () => {
  it.each([
    ["wnr krijg ik mn loon? ben pas maandag begonnen", true],
    ["heb mn uren pas dinsdag ingevuld, wanneer krijg ik die betaald", true],
    ["ik hoorde het pas gisteren", true],
    ["ik ben mn pas maandag kwijtgeraakt", false],
    ["mijn pas doet het niet", false],
    ["pas kwijt wat nu", false],
  ])("%s → %s", (text, adverb) => {
    expect(pasIn(text)).toBe(adverb);
  });
});
