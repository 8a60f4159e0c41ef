import { describe, expect, it } from "vitest";
import { computeSetupProgress } from "./setup-progress.ts";

const none = { completedDocuments: 0, activeFaqs: 0, messagingCredentials: 0, hasLogo: false, activeIntegrations: 0 };

describe("setup progress", () => {
  it("starts at 0 with five steps, the last optional", () => {
    const p = computeSetupProgress(none);
    expect(p.percent).toBe(0);
    expect(p.steps).toHaveLength(5);
    expect(p.steps.map((s) => s.optional)).toEqual([false, false, false, false, true]);
  });
  it("counts each required step as 25 percent with the spec's thresholds", () => {
    expect(computeSetupProgress({ ...none, completedDocuments: 1 }).percent).toBe(25);
    expect(computeSetupProgress({ ...none, activeFaqs: 2 }).percent).toBe(0);
    expect(computeSetupProgress({ ...none, activeFaqs: 3 }).percent).toBe(25);
    expect(computeSetupProgress({ ...none, hasLogo: true, messagingCredentials: 1 }).percent).toBe(50);
  });
  it("ignores the optional integration step in the percentage", () => {
    const p = computeSetupProgress({ ...none, activeIntegrations: 4 });
    expect(p.percent).toBe(0);
    expect(p.steps[4].done).toBe(true);
  });
  it("is complete at 100 percent", () => {
    const p = computeSetupProgress({
      completedDocuments: 2,
      activeFaqs: 5,
      messagingCredentials: 1,
      hasLogo: true,
      activeIntegrations: 0,
    });
    expect(p).toMatchObject({ percent: 100, complete: true });
  });
});
