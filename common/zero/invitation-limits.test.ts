import { describe, expect, it } from "vitest";
import { RESEND_COOLDOWN_MS, resendTooSoon } from "./invitation-limits.ts";

describe("resending an invitation", () => {
  const sent = Date.parse("2026-11-30T09:00:00Z");
  it("is refused within a minute of the last send, in Dutch", () => {
    expect(resendTooSoon(sent, sent)).toBe("Je kunt deze uitnodiging over een minuut opnieuw versturen.");
    expect(resendTooSoon(sent, sent + RESEND_COOLDOWN_MS - 1)).not.toBeNull();
  });
  it("is allowed from a minute on", () => {
    expect(resendTooSoon(sent, sent + RESEND_COOLDOWN_MS)).toBeNull();
  });
});
