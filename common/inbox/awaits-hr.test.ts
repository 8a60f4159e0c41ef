import { describe, expect, it } from "vitest";
import { awaitsHr } from "./awaits-hr.ts";

describe("awaitsHr", () => {
  it("is the assistant's hand-over as the last message sent, not a colleague's message or an answer", () => {
    expect(awaitsHr({ is_from_bot: true, handover: true })).toBe(true);
    expect(awaitsHr({ is_from_bot: false, handover: false })).toBe(false);
    expect(awaitsHr({ is_from_bot: true, handover: false })).toBe(false);
    expect(awaitsHr(undefined)).toBe(false);
  });
});
