import { describe, expect, it } from "vitest";
import { conversationState } from "./conversation-state.ts";

describe("conversationState", () => {
  it("waits for HR while a question (a hand-over or a sick report) is open, whatever the last reply was", () => {
    expect(conversationState({ handled_by: "assistant", unresolved_count: 1 })).toBe("awaitingHr");
    expect(conversationState({ handled_by: "assistant", unresolved_count: 3 })).toBe("awaitingHr");
  });

  it("is the assistant's when nothing is open, and a colleague's once taken over", () => {
    expect(conversationState({ handled_by: "assistant", unresolved_count: 0 })).toBe("assistant");
    expect(conversationState({ handled_by: "human", unresolved_count: 0 })).toBe("human");
    expect(conversationState({ handled_by: "human", unresolved_count: 2 })).toBe("human");
  });
});
