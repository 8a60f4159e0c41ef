import { describe, expect, it } from "vitest";
import { isDutchForm, isDutchWord } from "./dutch-lexicon.ts";

describe("isDutchForm", () => {
  it.each([
    "doorbetaald",
    "uitbetaald",
    "afgewezen",
    "uitgerekend",
    "overnemen",
    "overgemaakt",
    "nagaan",
    "langer",
    "vroeger",
    "goedkoopst",
  ])("%s is a form of a listed word", (word) => {
    expect(isDutchWord(word)).toBe(false);
    expect(isDutchForm(word)).toBe(true);
  });

  it.each(["eemspoort", "stipp", "kantiene", "skeer", "vapen"])("%s is not", (word) => {
    expect(isDutchForm(word)).toBe(false);
  });
});
