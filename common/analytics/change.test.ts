import { describe, expect, it } from "vitest";
import { describeChange } from "./change.ts";

describe("describeChange", () => {
  it("compares a count relatively, a fall green where lower is better", () => {
    expect(describeChange({ kind: "count", current: 3, previous: 1 })).toEqual({
      text: "+200% t.o.v. vorige periode",
      tone: "good",
    });
    expect(describeChange({ kind: "count", current: 10, previous: 20, lowerIsBetter: true })).toEqual({
      text: "−50% t.o.v. vorige periode",
      tone: "good",
    });
    expect(describeChange({ kind: "count", current: 5, previous: 0 })).toEqual({
      text: "Geen vergelijking met de vorige periode",
      tone: null,
    });
  });

  it("compares a share in percentage points, not relatively", () => {
    // 36% against 100% was shown as "-64%" of the old share; it is 64 points less.
    expect(describeChange({ kind: "share", current: 0.36, previous: 1 })).toEqual({
      text: "−64 procentpunt t.o.v. vorige periode",
      tone: "bad",
    });
    expect(describeChange({ kind: "share", current: 0.6, previous: 0.5 })).toEqual({
      text: "+10 procentpunt t.o.v. vorige periode",
      tone: "good",
    });
    // From 0% a relative change has no meaning; points do.
    expect(describeChange({ kind: "share", current: 0.25, previous: 0 }).text).toBe(
      "+25 procentpunt t.o.v. vorige periode",
    );
    // Points to a tenth, as the cards write shares: 91,5% against 50% is 41,5 points.
    expect(describeChange({ kind: "share", current: 0.915, previous: 0.5 }).text).toBe(
      "+41,5 procentpunt t.o.v. vorige periode",
    );
    // A change that rounds to nothing is shown, and coloured, as none.
    expect(describeChange({ kind: "share", current: 0.5004, previous: 0.5 })).toEqual({
      text: "0 procentpunt t.o.v. vorige periode",
      tone: null,
    });
    expect(describeChange({ kind: "share", current: 0.5, previous: null }).text).toBe(
      "Geen vergelijking met de vorige periode",
    );
  });

  it("compares messages in and out each, as the card shows them, not their sum", () => {
    const c = describeChange({ kind: "inOut", current: { in: 3, out: 4 }, previous: { in: 1, out: 1 } });
    expect(c).toEqual({ text: "in +200% / uit +300% t.o.v. vorige periode", tone: "good" });
    // Mixed directions are neither good nor bad; a side without a previous figure shows "—".
    expect(describeChange({ kind: "inOut", current: { in: 2, out: 1 }, previous: { in: 1, out: 2 } })).toEqual({
      text: "in +100% / uit −50% t.o.v. vorige periode",
      tone: null,
    });
    expect(describeChange({ kind: "inOut", current: { in: 2, out: 1 }, previous: { in: 0, out: 2 } }).text).toBe(
      "in — / uit −50% t.o.v. vorige periode",
    );
    expect(describeChange({ kind: "inOut", current: { in: 2, out: 1 }, previous: { in: 0, out: 0 } }).text).toBe(
      "Geen vergelijking met de vorige periode",
    );
  });
});
