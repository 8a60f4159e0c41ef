import { describe, expect, it } from "vitest";
import { correctSpelling } from "./correct-spelling.ts";
import { termOf } from "./term-keys.ts";

// The organisation's texts use these words, never "middernacht" or "sollicitatie" itself.
const keys = new Set(["minder", "nacht", "bank", "rekening", "loon", "strook"].map((w) => termOf(w)?.key));
const hasKey = (key: string) => keys.has(key);

describe("correctSpelling", () => {
  it("takes the one listed word a letter away", () => {
    expect(correctSpelling("sollicitatei", hasKey)?.word).toBe("sollicitatie");
    expect(correctSpelling("middernaht", hasKey)?.word).toBe("middernacht");
  });

  it("makes no compound of the organisation's words where two listed words are a letter away", () => {
    // middernacht and mindernacht: a guess, and "minder" + "nacht" would be no better.
    expect(correctSpelling("midernacht", hasKey)).toBeNull();
  });

  it("reads a misspelt compound no listed word is near by its parts", () => {
    expect(correctSpelling("loonstrok", hasKey)?.word).toBe("loonstrook");
  });

  it("leaves words with no near spelling alone", () => {
    expect(correctSpelling("samsungtelefoon", hasKey)).toBeNull();
  });
});
