import { describe, expect, it } from "vitest";
import { isCompleteNumber } from "./complete-number.ts";

describe("isCompleteNumber", () => {
  it("takes whole Dutch and foreign mobile numbers", () => {
    expect(isCompleteNumber("+31612345678")).toBe(true);
    expect(isCompleteNumber("+48512345678")).toBe(true);
  });
  it("refuses numbers cut short or too long for their country", () => {
    expect(isCompleteNumber("+310612")).toBe(false);
    expect(isCompleteNumber("+3161234567")).toBe(false);
    expect(isCompleteNumber("+316123456789")).toBe(false);
    expect(isCompleteNumber("+4851234567")).toBe(false);
  });
  it("refuses what is not E.164", () => {
    expect(isCompleteNumber("0612345678")).toBe(false);
    expect(isCompleteNumber("")).toBe(false);
  });
});
