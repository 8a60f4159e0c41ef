import { describe, expect, it } from "vitest";
import { runProgress } from "./run-progress.ts";

describe("runProgress", () => {
  it("counts an import's employees and every other run's pages", () => {
    expect(runProgress({ kind: "import", pages_done: 200, pages_total: 1200 })).toBe("200 van 1200 medewerkers");
    expect(runProgress({ kind: "sync", pages_done: 2, pages_total: 5 })).toBe("pagina 2 van 5");
    expect(runProgress({ kind: "reconcile", pages_done: 1, pages_total: null })).toBe("pagina 1");
  });
});
