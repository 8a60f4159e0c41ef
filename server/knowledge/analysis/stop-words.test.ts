import { describe, expect, it } from "vitest";
import { isStopWord } from "./stop-words.ts";

describe("isStopWord", () => {
  it("drops how a question is asked, in Dutch and in the English expats mix in", () => {
    for (const word of ["hoeveel", "wanneer", "jullie", "where", "can", "what", "the", "my", "until", "dzien"])
      expect(isStopWord(word), word).toBe(true);
  });

  it("keeps what a question is about, also an English word the thesaurus reads ('office', 'landlord')", () => {
    for (const word of ["vakantiegeld", "rooster", "office", "landlord", "contract", "payday"])
      expect(isStopWord(word), word).toBe(false);
  });
});
