import { describe, expect, it } from "vitest";
import { tokenize } from "./normalize.ts";

describe("tokenize", () => {
  it("writes out WhatsApp abbreviations and the symbols texts use for what people write as words", () => {
    expect(tokenize("wnr krijg ik mn loon").map((t) => t.word)).toEqual(["wanneer", "krijg", "ik", "mijn", "loon"]);
    expect(tokenize("je krijgt 91% van je loon, max € 50").map((t) => t.word)).toEqual([
      "je",
      "krijgt",
      "91",
      "procent",
      "van",
      "je",
      "loon",
      "max",
      "euro",
      "50",
    ]);
  });
});
