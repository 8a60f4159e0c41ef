import { describe, expect, it } from "vitest";
import { withExample } from "./ai-instructions.ts";

describe("withExample", () => {
  it("starts empty instructions with the example", () => {
    expect(withExample("  ", "Houd het kort.")).toBe("Houd het kort.");
  });
  it("adds the example on a new line after existing text", () => {
    expect(withExample("Spreek met je.\n\n", "Houd het kort.")).toBe("Spreek met je.\nHoud het kort.");
  });
  it("adds an example only once", () => {
    expect(withExample("Spreek met je.\nHoud het kort.", "Houd het kort.")).toBeNull();
  });
  it("refuses an example that would go over the limit", () => {
    expect(withExample("x".repeat(10), "Houd het kort.", 20)).toBeNull();
    expect(withExample("x".repeat(5), "Houd het kort.", 20)).toBe(`${"x".repeat(5)}\nHoud het kort.`);
  });
});
