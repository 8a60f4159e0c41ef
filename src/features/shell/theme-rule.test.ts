import { describe, expect, it } from "vitest";
import { parseThemeChoice, resolveTheme } from "./theme-rule.ts";

const at = (h: number, m = 0) => new Date(2026, 10, 22, h, m);

describe("theme rule", () => {
  it("system is dark from 19:00 up to but not including 07:00", () => {
    expect(resolveTheme("system", at(18, 59))).toBe("light");
    expect(resolveTheme("system", at(19, 0))).toBe("dark");
    expect(resolveTheme("system", at(0, 0))).toBe("dark");
    expect(resolveTheme("system", at(6, 59))).toBe("dark");
    expect(resolveTheme("system", at(7, 0))).toBe("light");
    expect(resolveTheme("system", at(12, 0))).toBe("light");
  });
  it("an explicit choice ignores the clock", () => {
    expect(resolveTheme("light", at(23))).toBe("light");
    expect(resolveTheme("dark", at(12))).toBe("dark");
  });
  it("Systeem follows the device's dark setting at any hour, Automatisch ignores it", () => {
    expect(resolveTheme("device", at(12), true)).toBe("dark");
    expect(resolveTheme("device", at(23), false)).toBe("light");
    expect(resolveTheme("system", at(12), true)).toBe("light");
    expect(parseThemeChoice("device")).toBe("device");
  });
  it("defaults to system for missing or unknown stored values", () => {
    expect(parseThemeChoice(null)).toBe("system");
    expect(parseThemeChoice("purple")).toBe("system");
    expect(parseThemeChoice("dark")).toBe("dark");
  });
});
