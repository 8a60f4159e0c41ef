import { describe, expect, it } from "vitest";
import { matchesAgent } from "./search-agents.ts";

describe("searching agents", () => {
  const agent = { name: "Sam van HR", type: { label: "Planningsassistent", description: "Eigen diensten en rooster" } };
  it("matches name, type and description, case and accents ignored", () => {
    expect(matchesAgent(agent, "sam")).toBe(true);
    expect(matchesAgent(agent, "PLANNING rooster")).toBe(true);
    expect(matchesAgent({ ...agent, name: "Zoë" }, "zoe")).toBe(true);
    expect(matchesAgent(agent, "onboarding")).toBe(false);
    expect(matchesAgent(agent, "  ")).toBe(true);
  });
});
