import { describe, expect, it } from "vitest";
import { failureReason, lastFailedRun } from "./run-failure.ts";

describe("a run's failure reason", () => {
  it("is the run's error, else its first error sample, and only for a run that did not succeed", () => {
    expect(failureReason({ status: "failed", error: "Shifts sync failed: Fleks API niet bereikbaar" })).toBe(
      "Shifts sync failed: Fleks API niet bereikbaar",
    );
    expect(
      failureReason({ status: "partial", error: null, error_samples: [{ record: "job-17", message: "id ontbreekt" }] }),
    ).toBe("job-17: id ontbreekt");
    expect(failureReason({ status: "failed", error: "  ", error_samples: [] })).toBeNull();
    expect(failureReason({ status: "succeeded", error: "oud" })).toBeNull();
    expect(failureReason({ status: "running", error: "oud" })).toBeNull();
  });

  it("finds the run behind the Monitor's last failure by when it finished", () => {
    const runs = [
      { id: "a", status: "succeeded" as const, finished_at: 5_000 },
      { id: "b", status: "failed" as const, finished_at: 4_000, error: "kapot" },
      { id: "c", status: "partial" as const, finished_at: 3_000 },
    ];
    expect(lastFailedRun(runs, 4_000)?.id).toBe("b");
    expect(lastFailedRun(runs, 3_000.4)?.id).toBe("c");
    expect(lastFailedRun(runs, 5_000)).toBeNull();
    expect(lastFailedRun(runs, null)).toBeNull();
  });
});
