import { describe, expect, it } from "vitest";
import { termOf } from "../analysis/term-keys.ts";
import { deferredKeys, withoutDeferrals } from "./deferred-details.ts";

const ANSWER =
  "Kom je met eigen vervoer, dan krijg je € 0,12 per kilometer. Voor reizen met het openbaar vervoer gelden andere regels; die staan in het personeelshandboek.";

describe("withoutDeferrals", () => {
  it("drops the sentence that sends the reader to a document, keeping what the FAQ itself answers", () => {
    expect(withoutDeferrals(ANSWER)).toBe("Kom je met eigen vervoer, dan krijg je € 0,12 per kilometer.");
  });

  it("keeps the words of what the answer leaves to the document, to tell a question about them", () => {
    const keys = deferredKeys(ANSWER);
    for (const word of ["openbaar", "vervoer"]) expect(keys).toContain(termOf(word)?.key);
    for (const word of ["kilometer", "personeelshandboek"]) expect(keys).not.toContain(termOf(word)?.key);
  });

  it("leaves an answer that answers everything itself as it is", () => {
    const answer = "Je loon staat elke vrijdag op je rekening.\nDe loonstrook zie je in de app.";
    expect(deferredKeys(answer).size).toBe(0);
    expect(withoutDeferrals(answer)).toBe(answer);
  });
});
