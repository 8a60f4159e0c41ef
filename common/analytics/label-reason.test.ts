import { describe, expect, it } from "vitest";
import { labelWithReason } from "./label-reason.ts";

describe("labelWithReason", () => {
  it("names the rule that gave the label", () => {
    expect(labelWithReason({ unresolved_count: 4, message_count: 20 }).reason.kind).toBe("manyUnresolved");
    expect(labelWithReason({ unresolved_count: 1, message_count: 11 })).toEqual({
      label: "difficult",
      reason: { kind: "manyMessages", messages: 11 },
    });
    expect(labelWithReason({ unresolved_count: 3, message_count: 10 }).label).toBe("inProgress");
    expect(labelWithReason({ unresolved_count: 0, message_count: 10 })).toEqual({
      label: "done",
      reason: { kind: "allAnswered" },
    });
  });
});
