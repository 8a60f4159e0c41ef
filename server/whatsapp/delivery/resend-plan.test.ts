import { describe, expect, it } from "vitest";
import { RESEND_DELAYS_MS, resendPlan } from "./resend-plan.ts";

const now = Date.parse("2026-11-30T09:00:00Z");
const hour = 3600_000;
const throttled = {
  status: "failed",
  error_code: "63018",
  resends: 0,
  template_sid: null,
  last_inbound_at: now - hour,
  failedParts: [],
};

describe("resendPlan", () => {
  it("sends a throttled message again later each time, then stops", () => {
    const at = [0, 1, 2].map((resends) => resendPlan({ ...throttled, resends }, now));
    expect(at.map((p) => (p.kind === "resend" ? p.at.getTime() - now : null))).toEqual([...RESEND_DELAYS_MS]);
    expect(resendPlan({ ...throttled, resends: 3 }, now)).toEqual({ kind: "none" });
  });

  it("leaves other failures and messages that arrived alone", () => {
    expect(resendPlan({ ...throttled, error_code: "63016" }, now).kind).toBe("none");
    expect(resendPlan({ ...throttled, status: "delivered" }, now).kind).toBe("none");
    expect(resendPlan({ ...throttled, status: "undelivered" }, now).kind).toBe("resend");
  });

  it("resends a long reply only when every failed part was throttled", () => {
    expect(resendPlan({ ...throttled, failedParts: [{ error_code: "63018" }] }, now).kind).toBe("resend");
    const mixed = [{ error_code: "63018" }, { error_code: "63016" }];
    expect(resendPlan({ ...throttled, failedParts: mixed }, now).kind).toBe("none");
  });

  it("does not resend a free-form body into a closed 24-hour window; a template it does", () => {
    const late = { ...throttled, last_inbound_at: now - 24 * hour + 30_000 };
    expect(resendPlan(late, now)).toEqual({ kind: "window_closed" });
    expect(resendPlan({ ...late, template_sid: "HX1" }, now).kind).toBe("resend");
    expect(resendPlan({ ...throttled, last_inbound_at: null }, now)).toEqual({ kind: "window_closed" });
  });
});
