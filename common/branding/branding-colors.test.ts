import { describe, expect, it } from "vitest";
import { brandingColorsOf, DEFAULT_BRANDING_COLORS, normalizeHex } from "./branding-colors.ts";

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
