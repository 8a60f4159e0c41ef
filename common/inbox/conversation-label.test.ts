import { describe, expect, it } from "vitest";
import { conversationLabel } from "./conversation-label.ts";

describe("conversationLabel", () => {
  it("is difficult above 3 unresolved or above 10 messages", () => {
    expect(conversationLabel({ unresolved_count: 4, message_count: 2 })).toBe("difficult");
    expect(conversationLabel({ unresolved_count: 0, message_count: 11 })).toBe("difficult");
  });
  it("is in progress with 1 to 3 unresolved and at most 10 messages", () => {
    expect(conversationLabel({ unresolved_count: 1, message_count: 10 })).toBe("inProgress");
    expect(conversationLabel({ unresolved_count: 3, message_count: 4 })).toBe("inProgress");
  });
  it("is done otherwise", () => {
    expect(conversationLabel({ unresolved_count: 0, message_count: 10 })).toBe("done");
  });
});
