import { describe, expect, it } from "vitest";
import { actionOutcome } from "./use-action-run.ts";
import type { SyncRunRow } from "./use-fleks-data.ts";

const importRun = (extra: Partial<SyncRunRow>) =>
  ({
    kind: "import",
    created: 256,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    deactivated: 0,
    welcomed: 0,
    checkpoint: { welcome: true },
    changes: [],
    ...extra,
  }) as unknown as SyncRunRow;

describe("an import's outcome line", () => {
  it("says how many welcomes went out when they were asked for", () => {
    expect(actionOutcome(importRun({ welcomed: 253 }))).toBe(
      "256 aangemaakt, 0 bijgewerkt, 0 ongewijzigd, 0 overgeslagen; 253 welkomstberichten ingepland",
    );
  });
  it("says why none went out, as the run recorded it", () => {
    const changes = [{ action: "skip", record: "welcome", reason: "Geen welkomsttemplate ingesteld" }];
    expect(actionOutcome(importRun({ changes } as Partial<SyncRunRow>))).toBe(
      "256 aangemaakt, 0 bijgewerkt, 0 ongewijzigd, 0 overgeslagen; geen welkomstberichten: Geen welkomsttemplate ingesteld",
    );
  });
  it("says a dry-run's counts are what a run would do, and its welcomes a forecast", () => {
    expect(actionOutcome(importRun({ welcomed: 1, dry_run: true } as Partial<SyncRunRow>))).toBe(
      "Dry-run, niets opgeslagen of verstuurd. Zou doen: 256 aangemaakt, 0 bijgewerkt, 0 ongewijzigd, 0 overgeslagen; 1 welkomstbericht zou worden ingepland",
    );
    expect(actionOutcome(importRun({ welcomed: 253, dry_run: true } as Partial<SyncRunRow>))).toContain(
      "253 welkomstberichten zouden worden ingepland",
    );
  });
  it("says nothing of welcomes when none were asked for", () => {
    expect(actionOutcome(importRun({ checkpoint: {} } as Partial<SyncRunRow>))).toBe(
      "256 aangemaakt, 0 bijgewerkt, 0 ongewijzigd, 0 overgeslagen",
    );
  });
});
