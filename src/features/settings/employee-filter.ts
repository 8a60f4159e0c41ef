import type { WelcomeRow } from "./welcome-status.tsx";

/** What the employees list can be narrowed to, beside the search: who to welcome, who failed. */
export const EMPLOYEE_FILTERS = ["all", "active", "inactive", "notWelcomed", "welcomeFailed"] as const;
export type EmployeeFilter = (typeof EMPLOYEE_FILTERS)[number];

/** Whether an employee is in the filter; the welcome states as the row's onboarding cell shows them (`optedOut`: sent STOP). */
export function inFilter(
  e: { is_active: boolean; onboarded_at?: number | null },
  welcome: WelcomeRow | undefined,
  filter: EmployeeFilter,
  optedOut = false,
): boolean {
  switch (filter) {
    case "all":
      return true;
    case "active":
      return e.is_active;
    case "inactive":
      return !e.is_active;
    case "notWelcomed":
      // Who sent STOP gets no welcome: not theirs to wait for.
      return !e.onboarded_at && !welcome && !optedOut;
    case "welcomeFailed":
      return !e.onboarded_at && welcome?.status === "failed";
  }
}
