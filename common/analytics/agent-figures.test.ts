import { describe, expect, it } from "vitest";
import { agentFiguresOf } from "./agent-figures.ts";

const row = (day: string, conversations: number, handed: number, resolved: number, replies: number) => ({
  day,
  conversations,
  handed_over: handed,
  bot_resolved: resolved,
  bot_replies: replies,
});

describe("agentFiguresOf", () => {
  it("sums the period's rows and takes the shares over the gesprekken the agent answered in", () => {
    const rows = [row("2026-07-13", 9, 9, 0, 9), row("2026-07-14", 3, 1, 2, 5), row("2026-07-15", 1, 1, 0, 2)];
    const f = agentFiguresOf(rows, { from: "2026-07-14", to: "2026-07-15" });
    expect(f).toEqual({ conversations: 4, bot_replies: 7, botResolvedShare: 0.5, handoverShare: 0.5 });
  });

  it("has no shares without gesprekken, but counts replies to earlier ones", () => {
    const f = agentFiguresOf([row("2026-07-14", 0, 0, 0, 3)], { from: "2026-07-14", to: "2026-07-14" });
    expect(f).toEqual({ conversations: 0, bot_replies: 3, botResolvedShare: null, handoverShare: null });
  });
});
