import { describe, expect, it } from "vitest";
import { activityDetailText } from "./activity-detail-text.ts";

describe("activityDetailText", () => {
  it("says what a Fleks action did from its logged counts", () => {
    expect(
      activityDetailText("fleks_employees_imported", {
        created: 27,
        updated: 1,
        unchanged: 0,
        skipped: 2,
        welcomed: 0,
      }),
    ).toBe("27 aangemaakt, 1 bijgewerkt, 0 ongewijzigd, 2 overgeslagen");
    expect(activityDetailText("fleks_exported", { object: "employees", rows: 1200 })).toBe(
      "Medewerkers: 1.200 rijen gedownload",
    );
    expect(activityDetailText("fleks_exported", { object: "shifts", rows: 1 })).toBe("Diensten: 1 rij gedownload");
    expect(activityDetailText("fleks_employees_deactivated", { count: 2 })).toBe("2 medewerkers inactief gemaakt");
    expect(activityDetailText("fleks_reconciled", { object: "employees", marked_deleted: 2, restored: 1 })).toBe(
      "Medewerkers: 2 als verwijderd gemarkeerd, 1 hersteld",
    );
  });
  it("adds nothing to other kinds", () => {
    expect(activityDetailText("role_changed", { role: "admin" })).toBeNull();
  });
});
