import { describe, expect, it } from "vitest";
import { phraseSpelling } from "./phrase-spelling.ts";
import { termOf } from "./term-keys.ts";

const theirs = new Set(["vergoeding", "flexwerk"].map((w) => termOf(w)?.key));
const hasKey = (key: string) => theirs.has(key);

describe("phraseSpelling", () => {
  it("holds a typo against the phrases as the one listed word a letter away", () => {
    expect(phraseSpelling("gegvens", hasKey)).toBe("gegevens");
    expect(phraseSpelling("vergoedng", hasKey)).toBe("vergoeding");
  });

  it("keeps Dutch words, the organisation's own words, short words and names as typed", () => {
    expect(phraseSpelling("gegevens", hasKey)).toBe("gegevens");
    expect(phraseSpelling("flexwerk", hasKey)).toBe("flexwerk");
    expect(phraseSpelling("gegvn", hasKey)).toBe("gegvn");
    expect(phraseSpelling("winschoten", hasKey)).toBe("winschoten");
  });
});
