import { describe, expect, it } from "vitest";
import { count, formatNumber } from "./count.ts";

describe("count", () => {
  it("takes the singular for exactly one and the plural for none and many, grouped as Dutch writes numbers", () => {
    expect(count(1, "medewerker", "medewerkers")).toBe("1 medewerker");
    expect(count(0, "medewerker", "medewerkers")).toBe("0 medewerkers");
    expect(count(2, "dag", "dagen")).toBe("2 dagen");
    expect(count(101234, "rij", "rijen")).toBe("101.234 rijen");
    expect(formatNumber(1500)).toBe("1.500");
  });
});
