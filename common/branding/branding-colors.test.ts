import { describe, expect, it } from "vitest";
import { brandingColorsOf, DEFAULT_BRANDING_COLORS, lowContrastPairs, normalizeHex } from "./branding-colors.ts";

describe("branding colours", () => {
  it("takes six hex digits with or without '#', stored lower case with '#'", () => {
    expect(normalizeHex("FF00aa")).toBe("#ff00aa");
    expect(normalizeHex(" #123ABC ")).toBe("#123abc");
  });

  it("refuses anything else", () => {
    for (const bad of ["", "#12345", "1234567", "#ggg000", "red", "#12 345", null, undefined]) {
      expect(normalizeHex(bad)).toBeNull();
    }
  });

  it("falls back to each field's default where a code is invalid", () => {
    expect(brandingColorsOf({ accent_color: "00ff00", menu_item_hover_bg_color: "paars" })).toEqual({
      ...DEFAULT_BRANDING_COLORS,
      accent_color: "#00ff00",
    });
  });
});

describe("lowContrastPairs", () => {
  it("finds none in the defaults, and names each pair a light text colour makes unreadable", () => {
    expect(lowContrastPairs(DEFAULT_BRANDING_COLORS)).toEqual([]);
    const pairs = lowContrastPairs({ ...DEFAULT_BRANDING_COLORS, menu_item_bg_color: "#00aa55" });
    expect(pairs.map((p) => [p.text, p.on])).toEqual([["primary_text_color", "menu_item_bg_color"]]);
    expect(pairs[0].ratio).toBeCloseTo(3.05, 2);
    expect(lowContrastPairs({ ...DEFAULT_BRANDING_COLORS, secondary_text_color: "#eeeeee" })).toHaveLength(1);
  });
});
