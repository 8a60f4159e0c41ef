import { describe, expect, it } from "vitest";
import { amsterdamMidnight } from "./amsterdam-midnight.ts";

describe("amsterdamMidnight", () => {
  it("is 23:00 UTC the day before in winter and 22:00 in summer", () => {
    expect(amsterdamMidnight("2026-01-05")).toBe("2026-01-04T23:00:00.000Z");
    expect(amsterdamMidnight("2026-07-01")).toBe("2026-06-30T22:00:00.000Z");
  });

  it("holds on the days the clocks change", () => {
    expect(amsterdamMidnight("2026-03-29")).toBe("2026-03-28T23:00:00.000Z");
    expect(amsterdamMidnight("2026-10-25")).toBe("2026-10-24T22:00:00.000Z");
  });
});
