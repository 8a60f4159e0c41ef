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

  it("several objects refused for one reason: that reason once, naming the objects in Dutch", () => {
    const refused = "Fleks weigert het token: controleer het API-token.";
    const ids = ["a", "b", "c"];
    const outcome = runsOutcome(ids, [
      run("a", "employees", "failed", { error: `Employees sync failed: ${refused}` }),
      run("b", "clients", "failed", { error: `Clients sync failed: ${refused}` }),
      run("c", "shifts", "failed", { error: `Shifts sync failed: ${refused}` }),
    ]);
    expect(outcome).toEqual({
      kind: "failed",
      title: "Synchronisatie mislukt",
      description: `Medewerkers, Klanten en Diensten: ${refused}`,
    });
    // Different reasons stay one line each, as the spec words them.
    const mixed = runsOutcome(
      ["a", "b"],
      [
        run("a", "jobs", "failed", { error: "Jobs sync failed: HTTP 500" }),
        run("b", "shifts", "failed", { error: `Shifts sync failed: ${refused}` }),
      ],
    );
    expect(mixed?.description).toBe(`Jobs sync failed: HTTP 500\nShifts sync failed: ${refused}`);
  });
});
