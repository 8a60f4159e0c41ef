// The figures about the assistant's replies for one agent, from its daily rollup rows
// (analytics_agent_daily). A gesprek belongs to the agent of the assistant's first reply in
// it, so an agent's shares are over the gesprekken it answered in, not over all gesprekken
// started (some of which no agent answered): its answered and handed-over shares add to 100%.

export type AgentDailyRow = {
  day: string;
  conversations: number;
  handed_over: number;
  bot_resolved: number;
  bot_replies: number;
};

export type AgentFigures = {
  conversations: number;
  bot_replies: number;
  /** Gesprekken the agent answered without a hand-over ÷ gesprekken it answered in, 0..1; null without any. */
  botResolvedShare: number | null;
  /** Of those, handed over, 0..1; null without any. */
  handoverShare: number | null;
};

export function agentFiguresOf(rows: readonly AgentDailyRow[], range: { from: string; to: string }): AgentFigures {
  let conversations = 0;
  let handed = 0;
  let resolved = 0;
  let replies = 0;
  for (const r of rows) {
    if (r.day < range.from || r.day > range.to) continue;
    conversations += r.conversations;
    handed += r.handed_over;
    resolved += r.bot_resolved;
    replies += r.bot_replies;
  }
  return {
    conversations,
    bot_replies: replies,
    botResolvedShare: conversations ? resolved / conversations : null,
    handoverShare: conversations ? handed / conversations : null,
  };
}
