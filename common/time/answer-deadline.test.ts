import { describe, expect, it } from "vitest";
import { answerDeadline } from "./answer-deadline.ts";

describe("answerDeadline", () => {
  it("is the same day next month, in Amsterdam", () => {
    expect(answerDeadline(new Date("2026-11-30T14:00:00Z"))).toBe("30 december 2026");
    // 23:30 UTC on 31 December is already 1 January in Amsterdam.
    expect(answerDeadline(new Date("2026-12-31T23:30:00Z"))).toBe("1 februari 2027");
  });

  it("is the last day of a shorter month", () => {
    expect(answerDeadline(new Date("2027-01-31T10:00:00Z"))).toBe("28 februari 2027");
    expect(answerDeadline(new Date("2028-01-30T10:00:00Z"))).toBe("29 februari 2028");
  });
});
