import { describe, expect, it } from "vitest";
import { EMPLOYEE_FILTERS, inFilter } from "./employee-filter.ts";

describe("inFilter", () => {
  const never = { is_active: true, onboarded_at: null };
  const failed = { status: "failed" as const, error_code: "63016" };
  it("finds who still needs a welcome, and whose welcome failed, as the onboarding cell reads them", () => {
    expect(inFilter(never, undefined, "notWelcomed")).toBe(true);
    expect(inFilter(never, { status: "queued" }, "notWelcomed")).toBe(false);
    expect(inFilter(never, undefined, "notWelcomed", true)).toBe(false);
    expect(inFilter(never, failed, "welcomeFailed")).toBe(true);
    // Delivered after all (onboarded): no longer a failure to look at.
    expect(inFilter({ is_active: true, onboarded_at: 1 }, failed, "welcomeFailed")).toBe(false);
    expect(inFilter({ is_active: false }, undefined, "inactive")).toBe(true);
    expect(inFilter({ is_active: false }, undefined, "active")).toBe(false);
  });

  it("keeps everyone in 'all'", () => {
    expect(EMPLOYEE_FILTERS[0]).toBe("all");
    expect(inFilter({ is_active: false, onboarded_at: 5 }, failed, "all")).toBe(true);
  });
});
