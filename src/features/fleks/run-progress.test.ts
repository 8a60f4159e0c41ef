import { describe, expect, it } from "vitest";
import { runProgress } from "./run-progress.ts";

describe("runProgress", () => {
  it("counts an import's employees and every other run's pages, in Dutch notation", () => {
    expect(runProgress({ kind: "import", pages_done: 200, pages_total: 1200 })).toBe("200 van 1.200 medewerkers");
    expect(runProgress({ kind: "sync", pages_done: 2, pages_total: 5 })).toBe("pagina 2 van 5");
    expect(runProgress({ kind: "reconcile", pages_done: 1, pages_total: null })).toBe("pagina 1");
  });

  it("shows a dash for a run that read no page (a failed first request), not 'pagina 0'", () => {
    expect(runProgress({ kind: "sync", pages_done: 0, pages_total: null })).toBe("—");
    expect(runProgress({ kind: "import", pages_done: 0, pages_total: 0 })).toBe("—");
    expect(runProgress({ kind: "sync", pages_done: 0, pages_total: 5 })).toBe("pagina 0 van 5");
  });
});
