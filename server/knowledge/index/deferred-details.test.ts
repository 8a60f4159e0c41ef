import { describe, expect, it } from "vitest";
import { termOf } from "../analysis/term-keys.ts";
import { deferredKeys, withoutDeferrals } from "./deferred-details.ts";

const ANSWER =
  "Kom je met eigen vervoer, dan krijg je € 0,12 per kilometer. Voor reizen met het openbaar vervoer gelden andere regels; die staan in het personeelshandboek.";

describe("withoutDeferrals", () => {
  it("drops the sentence that sends the reader to a document, keeping what the FAQ itself answers", () => {
    expect(withoutDeferrals(ANSWER)).toBe("Kom je met eigen vervoer, dan krijg je € 0,12 per kilometer.");
  });

  it("keeps the words of what the answer leaves to the document and names nowhere else", () => {
    const keys = deferredKeys("Krijg ik een reisvergoeding?", ANSWER);
    expect(keys).toContain(termOf("openbaar")?.key);
    // "reizen" is what the FAQ is about, "vervoer" it answers for your own; the sending words are no topic.
    for (const word of ["reizen", "vervoer", "kilometer", "personeelshandboek"])
      expect(keys).not.toContain(termOf(word)?.key);
  });

  it("leaves an answer that answers everything itself as it is", () => {
    const answer = "Je loon staat elke vrijdag op je rekening.\nDe loonstrook zie je in de app.";
    expect(deferredKeys("Wanneer krijg ik mijn loon?", answer).size).toBe(0);
    expect(withoutDeferrals(answer)).toBe(answer);
  });
});
