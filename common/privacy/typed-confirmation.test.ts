import { describe, expect, it } from "vitest";
import { typedMatches } from "./typed-confirmation.ts";

describe("typedMatches", () => {
  it("takes a name in other capitals and spacing", () => {
    expect(typedMatches(" sanne  SMIT ", "Sanne Smit")).toBe(true);
  });
  it("takes a number grouped or whole", () => {
    expect(typedMatches("+31644445555", "+31 6 4444 5555")).toBe(true);
    expect(typedMatches("+31 6 4444 5555", "+31644445555")).toBe(true);
  });
  it("refuses another name or number", () => {
    expect(typedMatches("Sanne Smits", "Sanne Smit")).toBe(false);
    expect(typedMatches("+31644445556", "+31 6 4444 5555")).toBe(false);
    expect(typedMatches("", "Sanne Smit")).toBe(false);
  });
});
