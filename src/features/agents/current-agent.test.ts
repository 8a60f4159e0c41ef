import { describe, expect, it } from "vitest";
import { currentAgentStorageKey, pickAgent } from "./current-agent.ts";

describe("the current agent", () => {
  it("is the remembered one while it exists, else the first", () => {
    expect(pickAgent(["a", "b"], "b")).toBe("b");
    expect(pickAgent(["a", "b"], "gone")).toBe("a");
    expect(pickAgent(["a", "b"], null)).toBe("a");
    expect(pickAgent([], "b")).toBeNull();
  });

  it("is remembered per organisation", () => {
    expect(currentAgentStorageKey("org-1")).not.toBe(currentAgentStorageKey("org-2"));
  });
});
