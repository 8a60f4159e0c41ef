import { describe, expect, it } from "vitest";
import { REPLY_WINDOW_MS, windowOpen } from "./reply-window.ts";

describe("the 24-hour reply window", () => {
  const at = Date.UTC(2026, 0, 2, 12);
  it("is open within 24 hours of the employee's last message", () => {
    expect(windowOpen({ is_test: false, last_inbound_at: at - 60_000 }, at)).toBe(true);
    expect(windowOpen({ is_test: false, last_inbound_at: at - REPLY_WINDOW_MS + 1 }, at)).toBe(true);
  });
  it("closes exactly 24 hours later", () => {
    expect(REPLY_WINDOW_MS).toBe(24 * 60 * 60 * 1000);
    expect(windowOpen({ is_test: false, last_inbound_at: at - REPLY_WINDOW_MS }, at)).toBe(false);
  });
  it("is closed when the employee never wrote", () => {
    expect(windowOpen({ is_test: false, last_inbound_at: null }, at)).toBe(false);
    expect(windowOpen({ is_test: false }, at)).toBe(false);
  });
  it("is always open in a test conversation", () => {
    expect(windowOpen({ is_test: true, last_inbound_at: null }, at)).toBe(true);
  });
});
