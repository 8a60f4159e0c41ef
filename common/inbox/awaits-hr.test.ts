import { describe, expect, it } from "vitest";
import { nl } from "../i18n/nl.ts";
import { awaitsHr } from "./awaits-hr.ts";

describe("awaitsHr", () => {
  it("is the assistant's hand-over as the last message sent, not a colleague's message or an answer", () => {
    expect(awaitsHr({ is_from_bot: true, handover: true })).toBe(true);
    expect(awaitsHr({ is_from_bot: false, handover: false })).toBe(false);
    expect(awaitsHr({ is_from_bot: true, handover: false })).toBe(false);
    expect(awaitsHr(undefined)).toBe(false);
  });

  it("still waits after the assistant told small talk that HR has the question", () => {
    const told = { is_from_bot: true, handover: false, explanation: { note: nl.explanation.awaitingHr } };
    expect(awaitsHr(told)).toBe(true);
    expect(awaitsHr({ ...told, explanation: { note: nl.explanation.smallTalk } })).toBe(false);
  });
});
