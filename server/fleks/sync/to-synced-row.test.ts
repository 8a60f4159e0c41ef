import { describe, expect, it } from "vitest";
import { toSyncedRow } from "./to-synced-row.ts";

describe("toSyncedRow", () => {
  it("puts targets with a column into it, with the column's kind, and the rest into extra", () => {
    const row = toSyncedRow(
      "jobs",
      {
        externalId: " j-1 ",
        title: "Orderpicker",
        startAt: "2026-11-25T10:00:00+01:00",
        endAt: "later",
        isArchived: "true",
        country: "NL",
      },
      "2026-11-20T08:00:00Z",
    );
    expect(row).toMatchObject({
      uuid: "j-1",
      title: "Orderpicker",
      start_at: "2026-11-25T09:00:00.000Z",
      end_at: null,
      is_archived: true,
      client_uuid: null,
      extra: { country: "NL" },
      source_updated_at: "2026-11-20T08:00:00.000Z",
    });
  });
  it("fills not-null text with '' and refuses an empty key", () => {
    expect(toSyncedRow("employees", { externalId: "e" }, null)).toMatchObject({ first_name: "", last_name: "" });
    expect(toSyncedRow("employees", { externalId: "  " }, null)).toBeNull();
    expect(toSyncedRow("shifts", { jobId: "j" }, null)).toBeNull();
  });
  it("hashes the stored content: equal records hash equal, any change changes it", () => {
    const a = toSyncedRow("shifts", { shiftId: "s", jobId: "j", status: "open" }, "2026-01-01T00:00:00Z");
    const b = toSyncedRow("shifts", { shiftId: "s", jobId: "j", status: "open" }, "2026-01-01T00:00:00Z");
    const c = toSyncedRow("shifts", { shiftId: "s", jobId: "j", status: "filled" }, "2026-01-01T00:00:00Z");
    expect(a?.content_hash).toBe(b?.content_hash);
    expect(a?.content_hash).not.toBe(c?.content_hash);
  });
});
