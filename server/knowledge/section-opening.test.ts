import { describe, expect, it } from "vitest";
import { sectionOpening } from "./section-opening.ts";

describe("sectionOpening", () => {
  it("keeps every line of a short section, in order", () => {
    const rates =
      "• Vroege uren tussen 04:00 en 06:00 uur: 25% toeslag.\n• Zaterdag na 18:00 uur: 30% toeslag.\n" +
      "• Zondag: 50% toeslag.\n• Erkende feestdagen: 100% toeslag.";
    const opening = sectionOpening(rates, 450);
    for (const rate of ["25%", "30%", "50%", "100%"]) expect(opening).toContain(rate);
  });

  it("stops before the sentence that would not fit, and cuts a first sentence that is too long", () => {
    expect(sectionOpening("Een korte zin. Een tweede zin die te lang is.", 20)).toBe("Een korte zin.");
    expect(sectionOpening("Een zin die veel te lang is voor het maximum", 20)).toBe("Een zin die veel…");
  });
});
