import { describe, expect, it } from "vitest";
import { nl } from "../i18n/nl.ts";

// The analytics catalogue's counted texts read right for one and for more.
describe("analytics texts with counts", () => {
  it("writes the chart's summary in the singular for one day and one gesprek", () => {
    const summary = nl.analytics.chart.summary;
    expect(summary(1, 1, 0)).toBe("1 dag: 1 gesprek, waarvan 0 overgedragen.");
    expect(summary(30, 3, 2)).toBe("30 dagen: 3 gesprekken, waarvan 2 overgedragen.");
    expect(summary(7, 0, 0)).toBe("7 dagen: 0 gesprekken, waarvan 0 overgedragen.");
  });
  it("writes a label's reason in the singular for one question", () => {
    const reasons = nl.analytics.recent.reasons;
    expect(reasons.someUnresolved(1)).toBe("1 vraag nog onbeantwoord");
    expect(reasons.someUnresolved(2)).toBe("2 vragen nog onbeantwoord");
    // These two rules start above 3 and above 10, so never at one.
    expect(reasons.manyUnresolved(4)).toBe("4 vragen onbeantwoord (meer dan 3)");
    expect(reasons.manyMessages(11)).toBe("11 berichten (meer dan 10)");
  });
});
