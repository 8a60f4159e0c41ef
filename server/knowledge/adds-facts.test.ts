import { describe, expect, it } from "vitest";
import { addsFacts } from "./adds-facts.ts";

const TRAVEL = "Je krijgt € 0,23 per kilometer woon-werkverkeer vanaf 10 kilometer enkele reis.";

describe("addsFacts", () => {
  it("catches a number written out in Dutch words that the sources lack", () => {
    expect(addsFacts("Je krijgt dertig cent per kilometer.", [TRAVEL])).toBe(true);
    expect(addsFacts("Bovendien krijgt iedereen tien extra vakantiedagen!", ["Je krijgt 1 dag verlof."])).toBe(true);
    expect(addsFacts("Je hebt twee weken de tijd.", ["Je hebt 14 dagen de tijd."])).toBe(true);
  });

  it("lets the same number through in words, digits, or cents for euros", () => {
    expect(addsFacts("Je krijgt 23 cent per kilometer vanaf tien kilometer.", [TRAVEL])).toBe(false);
    expect(addsFacts("Je hebt vijfentwintig vakantiedagen.", ["Fulltime: 25 vakantiedagen."])).toBe(false);
    expect(addsFacts("Je krijgt één dag verlof.", ["Je krijgt 1 dag verlof."])).toBe(false);
    expect(addsFacts("Je krijgt 8% toeslag.", ["De toeslag is 8 procent."])).toBe(false);
    // "een" is the article, not a number.
    expect(addsFacts("Je krijgt een vergoeding.", ["Je krijgt 1 dag verlof."])).toBe(false);
  });

  it("catches a number the sources state with another unit", () => {
    expect(addsFacts("Je krijgt 25 euro.", ["Je hebt 25 dagen."])).toBe(true);
    expect(addsFacts("Je krijgt € 10 per dag.", [TRAVEL])).toBe(true);
  });
});
