import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio, readableOn, TEXT_SURFACES } from "./readable-text.ts";

describe("readableOn", () => {
  it("keeps a brand colour that already reads, and lightens the default purple on dark surfaces", () => {
    expect(readableOn("#7a2ff3", TEXT_SURFACES.light)).toBe("#7a2ff3");
    const dark = readableOn("#7a2ff3", TEXT_SURFACES.dark);
    expect(dark).not.toBe("#7a2ff3");
    expect(contrastRatio(dark, TEXT_SURFACES.dark)).toBeGreaterThanOrEqual(4.5);
  });

  it("gives text at 4.5:1 or more for any brand colour on either mode's surface", () => {
    const hex = fc
      .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`);
    fc.assert(
      fc.property(hex, (color) => {
        for (const surface of Object.values(TEXT_SURFACES))
          expect(contrastRatio(readableOn(color, surface), surface)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21);
    expect(contrastRatio("#ffffff", "#dc2626")).toBeCloseTo(4.83, 1);
  });
});
