import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readChoice } from "./read-choice.ts";

describe("readChoice", () => {
  it("reads the choice an employee types, however they type it", () => {
    for (const [said, pick] of [
      ["2", 1],
      ["2.", 1],
      [" 1 ", 0],
      ["3️⃣", 2],
      ["nummer 2", 1],
      ["optie 3 graag", 2],
      ["de tweede", 1],
      ["Eerste!", 0],
      ["de 2e", 1],
      ["ja 1", 0],
      ["2 aub", 1],
      ["twee", 1],
      ["optie drie", 2],
      ["ok 2", 1],
      ["doe maar de eerste", 0],
      ["de laatste", 2],
      ["de middelste graag", 1],
    ] as const)
      expect(readChoice(said, 3), said).toEqual({ pick });
  });

  it("takes 'ja' as the only choice, and as unclear among several", () => {
    expect(readChoice("Ja graag", 1)).toEqual({ pick: 0 });
    expect(readChoice("klopt", 1)).toEqual({ pick: 0 });
    expect(readChoice("ja", 2)).toBe("unclear");
  });

  it("calls a number beyond the list unclear, and declines on 'nee' and its kin", () => {
    expect(readChoice("4", 3)).toBe("unclear");
    expect(readChoice("derde", 2)).toBe("unclear");
    expect(readChoice("de middelste", 2)).toBe("unclear");
    for (const said of [
      "nee",
      "Nee hoor",
      "geen van beide",
      "niks",
      "nee, dank je",
      "0",
      "nee, iets anders",
      "dat is het niet",
      "allebei niet",
    ])
      expect(readChoice(said, 2), said).toBe("decline");
  });

  it("leaves anything else to be answered as a new question", () => {
    for (const said of ["hoe vraag ik verlof aan", "2 dagen ziek, wat nu", "nee ik bedoel mijn loonstrook", "", "🙂"])
      expect(readChoice(said, 3), said).toBeNull();
  });

  it("never throws and picks only within the list", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 1, max: 3 }), (said, count) => {
        const r = readChoice(said, count);
        if (r && typeof r === "object") expect(r.pick).toBeLessThan(count);
      }),
    );
  });
});
