import { describe, expect, it } from "vitest";
import { isTermTaken, isUniqueViolation, splitSynonyms, termKey } from "./synonym-terms.ts";

describe("synonym terms", () => {
  it("splits a comma list, tidied, without blanks or repeats", () => {
    const typed = " planning ,diensten,, Planning\nwerk  tijden ;";
    expect(splitSynonyms(typed)).toEqual(["planning", "diensten", "werk tijden"]);
  });

  it("compares terms lower-cased and trimmed, except the entry being edited", () => {
    const entries = [{ id: "a", term: "Rooster" }];
    expect(termKey("  ROOSTER ")).toBe("rooster");
    expect(isTermTaken(entries, " rooster")).toBe(true);
    expect(isTermTaken(entries, "rooster", "a")).toBe(false);
    expect(isTermTaken(entries, "roosters")).toBe(false);
  });

  it("recognises Postgres' unique violation as zero-cache passes it on", () => {
    expect(isUniqueViolation('duplicate key value violates unique constraint "assistant_synonyms_org_term_idx"')).toBe(
      true,
    );
    expect(isUniqueViolation("Niet gevonden of geen toegang")).toBe(false);
  });
});
