import { describe, expect, it } from "vitest";
import { defersToDocument, withoutDeferrals } from "./deferred-details.ts";

const ANSWER =
  "Kom je met eigen vervoer, dan krijg je € 0,12 per kilometer. Voor reizen met het openbaar vervoer gelden andere regels; die staan in het personeelshandboek.";

describe("withoutDeferrals", () => {
  it("drops the sentence that sends the reader to a document, keeping what the FAQ itself answers", () => {
    expect(defersToDocument(ANSWER)).toBe(true);
    expect(withoutDeferrals(ANSWER)).toBe("Kom je met eigen vervoer, dan krijg je € 0,12 per kilometer.");
  });

  it("leaves an answer that answers everything itself as it is", () => {
    const answer = "Je loon staat elke vrijdag op je rekening.\nDe loonstrook zie je in de app.";
    expect(defersToDocument(answer)).toBe(false);
    expect(withoutDeferrals(answer)).toBe(answer);
  });
});
