import { describe, expect, it } from "vitest";
import { correctCompound } from "./correct-compound.ts";
import { termOf } from "./term-keys.ts";

// The organisation's texts use these words, as parts of their own compounds.
const keys = new Set(
  ["bank", "rekening", "nummer", "loon", "strook", "vakantie", "geld", "werk", "schoen"].map((w) => termOf(w)?.key),
);
const hasKey = (key: string) => keys.has(key);

describe("correctCompound", () => {
  it("reads a compound with one letter wrong in a part as its parts", () => {
    expect(correctCompound("bankrekning", hasKey)?.parts).toEqual([termOf("bank")?.key, termOf("rekening")?.key]);
    expect(correctCompound("vakantiegld", hasKey)?.word).toBe("vakantiegeld");
    expect(correctCompound("werkschenen", hasKey)?.word).toBe("werkschoenen");
  });

  it("labels the correction with the spelling its parts make, not an inflected guess", () => {
    expect(correctCompound("loonstrok", hasKey)?.word).toBe("loonstrook");
  });

  it("leaves names, slang and compounds of words the organisation never uses alone", () => {
    for (const word of ["samsungtelefoon", "odidoabonnement", "fietsplannen", "kort"])
      expect(correctCompound(word, hasKey)).toBeNull();
  });
});
