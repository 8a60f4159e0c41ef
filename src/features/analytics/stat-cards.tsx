import type { AgentFigures } from "../../../common/analytics/agent-figures.ts";
import type { Figures } from "../../../common/analytics/figures.ts";
import { formatCount, formatDuration, formatShare } from "../../../common/analytics/format.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { StatCard } from "./stat-card.tsx";

const t = nl.analytics;

/** One chosen agent's figures: the cards about the assistant's replies show these. */
export type AgentCards = { name: string; current: AgentFigures; previous: AgentFigures };

/**
 * The cards: gesprekken, messages in/out, the assistant's replies, the assistant's share
 * (hand-over share under it), median first response. With an agent chosen, the replies and
 * the share are that agent's; the rest stay the organisation's, since gesprekken and
 * messages from employees belong to no agent.
 */
export function StatCards(props: {
  current: Figures;
  previous: Figures;
  median: number | null;
  previousMedian: number | null;
  agent: AgentCards | null;
  /** The period's rows are still syncing: every card says so instead of showing 0. */
  loading?: boolean;
}) {
  const { current: c, previous: p, agent, loading } = props;
  const share = agent ? agent.current : c;
  const previousShare = agent ? agent.previous : p;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      <StatCard
        loading={loading}
        testId="card-conversations"
        title={t.cards.conversations}
        formula={t.formulas.conversations}
        value={formatCount(c.conversations_started)}
        change={{ kind: "count", current: c.conversations_started, previous: p.conversations_started }}
      />
      <StatCard
        loading={loading}
        testId="card-messages"
        title={t.cards.messages}
        formula={t.formulas.messages}
        value={`${formatCount(c.messages_in)} / ${formatCount(c.messages_out)}`}
        change={{
          kind: "inOut",
          current: { in: c.messages_in, out: c.messages_out },
          previous: { in: p.messages_in, out: p.messages_out },
        }}
      />
      <StatCard
        loading={loading}
        testId="card-bot-replies"
        title={t.cards.botReplies}
        formula={agent ? t.formulas.botRepliesAgent(agent.name) : t.formulas.botReplies}
        value={formatCount(share.bot_replies)}
        change={{ kind: "count", current: share.bot_replies, previous: previousShare.bot_replies }}
      />
      <StatCard
        loading={loading}
        testId="card-bot-resolved"
        title={t.cards.botResolved}
        formula={agent ? t.formulas.botResolvedAgent(agent.name) : t.formulas.botResolved}
        value={share.botResolvedShare === null ? t.noValue : formatShare(share.botResolvedShare)}
        sub={share.handoverShare === null ? undefined : t.handoverShare(formatShare(share.handoverShare))}
        change={{ kind: "share", current: share.botResolvedShare, previous: previousShare.botResolvedShare }}
      />
      <StatCard
        loading={loading}
        testId="card-first-response"
        title={t.cards.firstResponse}
        formula={t.formulas.firstResponse}
        value={props.median === null ? t.noValue : formatDuration(props.median, { wholeSeconds: true })}
        change={{ kind: "count", current: props.median, previous: props.previousMedian, lowerIsBetter: true }}
      />
    </div>
  );
}
