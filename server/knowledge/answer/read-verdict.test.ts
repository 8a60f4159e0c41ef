import { describe, expect, it } from "vitest";
import { readPick, readVerdict } from "./read-verdict.ts";

describe("readVerdict", () => {
  it("reads the yes or no however a model dresses it", () => {
    for (const yes of ["JA", "Ja.", "ja", "**JA**", "Antwoord: JA", "Ja, de tekst noemt het bedrag.", "Yes", '"JA"'])
      expect(readVerdict(yes), yes).toBe(true);
    for (const no of ["NEE", "Nee.", "**Nee**", "Antwoord: nee, de tekst gaat over iets anders", "No."])
      expect(readVerdict(no), no).toBe(false);
  });

  it("is no verdict when the reply does not start with one", () => {
    for (const unclear of ["", "Misschien", "De tekst gaat over verlof, dus ja", "Janssen", "Nooit", "ONBEKEND"])
      expect(readVerdict(unclear), unclear).toBeNull();
  });
});

describe("readPick", () => {
  it("reads the number at the start of the reply, dressed or not", () => {
    expect(readPick("2", 3)).toBe(1);
    expect(readPick("**3**", 3)).toBe(2);
    expect(readPick("Tekst 1 beantwoordt de vraag.", 3)).toBe(0);
    expect(readPick("Antwoord: 2", 3)).toBe(1);
    expect(readPick("[2]", 3)).toBe(1);
  });

  it("reads none of them", () => {
    expect(readPick("0", 3)).toBe(-1);
    expect(readPick("Geen van de teksten", 3)).toBe(-1);
  });

  it("is no pick for a number off the list or further on in the reply", () => {
    expect(readPick("4", 3)).toBeNull();
    expect(readPick("De toeslag is 25% volgens tekst 2", 3)).toBeNull();
    expect(readPick("weet ik niet", 3)).toBeNull();
    expect(readPick("12", 3)).toBeNull();
  });
});
