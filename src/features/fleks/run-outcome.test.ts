import { describe, expect, it } from "vitest";
import { type RunLike, runsOutcome } from "./run-outcome.ts";

const run = (
  id: string,
  object: RunLike["object"],
  status: RunLike["status"],
  extra: Partial<RunLike> = {},
): RunLike => ({
  id,
  object,
  status,
  finished_at: status === "running" ? null : 1,
  fetched: 10,
  created: 4,
  updated: 1,
  ...extra,
});

describe("sync outcome toast", () => {
  it("waits until every started run has ended", () => {
    expect(runsOutcome(["a", "b"], [run("a", "jobs", "succeeded"), run("b", "shifts", "running")])).toBeNull();
    expect(runsOutcome(["a", "b"], [run("a", "jobs", "succeeded")])).toBeNull();
    expect(runsOutcome(["a"], [run("a", "jobs", "rate_limited", { finished_at: null })])).toBeNull();
  });

  it("all succeeded: the counts per object", () => {
    expect(
      runsOutcome(["a", "b"], [run("a", "jobs", "succeeded"), run("b", "shifts", "succeeded", { created: 7 })]),
    ).toEqual({
      kind: "success",
      title: "Synchronisatie succesvol",
      description: "Opdrachten: 5, Diensten: 8",
    });
  });

  it("one failed among others: completed with errors, naming it", () => {
    const outcome = runsOutcome(
      ["a", "b"],
      [run("a", "jobs", "failed", { error: "Jobs sync failed: HTTP 500" }), run("b", "shifts", "succeeded")],
    );
    expect(outcome).toEqual({
      kind: "partial",
      title: "Synchronisatie voltooid met fouten",
      description: "Jobs sync failed: HTTP 500",
    });
  });

  it("all failed: failed", () => {
    const outcome = runsOutcome(["a"], [run("a", "employees", "rate_limited", { error: null })]);
    expect(outcome).toEqual({
      kind: "failed",
      title: "Synchronisatie mislukt",
      description: "Employees sync failed: Rate limit exceeded",
    });
  });
});
