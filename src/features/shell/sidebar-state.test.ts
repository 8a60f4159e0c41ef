import { describe, expect, it } from "vitest";
import { isSidebarShortcut, readSidebarCookie, sidebarCookie } from "./sidebar-state.ts";

describe("sidebar state", () => {
  it("is open unless the cookie says false", () => {
    expect(readSidebarCookie("")).toBe(true);
    expect(readSidebarCookie("a=1; sidebar_state=false")).toBe(false);
    expect(readSidebarCookie("sidebar_state=true; b=2")).toBe(true);
  });
  it("keeps the cookie for 7 days", () => {
    expect(sidebarCookie(false)).toContain("sidebar_state=false");
    expect(sidebarCookie(false)).toContain(`max-age=${7 * 24 * 3600}`);
  });
  it("toggles on Ctrl+B and Cmd+B only", () => {
    expect(isSidebarShortcut({ key: "b", ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSidebarShortcut({ key: "B", ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSidebarShortcut({ key: "b", ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSidebarShortcut({ key: "c", ctrlKey: true, metaKey: false })).toBe(false);
  });
});
