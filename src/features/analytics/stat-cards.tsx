import type { Figures } from "../../../common/analytics/figures.ts";
import { formatCount, formatDuration, formatShare } from "../../../common/analytics/format.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { StatCard } from "./stat-card.tsx";

const t = nl.analytics;

/** The four cards: gesprekken, messages in/out, the assistant's share (hand-over share under it), median first response. */
export function StatCards(props: {
  current: Figures;
  previous: Figures;
  median: number | null;
  previousMedian: number | null;
}) {
  const { current: c, previous: p } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        testId="card-conversations"
        title={t.cards.conversations}
        formula={t.formulas.conversations}
        value={formatCount(c.conversations_started)}
        current={c.conversations_started}
        previous={p.conversations_started}
      />
      <StatCard
        testId="card-messages"
        title={t.cards.messages}
        formula={t.formulas.messages}
        value={`${formatCount(c.messages_in)} / ${formatCount(c.messages_out)}`}
        current={c.messages_in + c.messages_out}
        previous={p.messages_in + p.messages_out}
      />
      <StatCard
        testId="card-bot-resolved"
        title={t.cards.botResolved}
        formula={t.formulas.botResolved}
        value={c.botResolvedShare === null ? t.noValue : formatShare(c.botResolvedShare)}
        sub={c.handoverShare === null ? undefined : t.handoverShare(formatShare(c.handoverShare))}
        current={c.botResolvedShare}
        previous={p.botResolvedShare}
      />
      <StatCard
        testId="card-first-response"
        title={t.cards.firstResponse}
        formula={t.formulas.firstResponse}
        value={props.median === null ? t.noValue : formatDuration(props.median)}
        current={props.median}
        previous={props.previousMedian}
        lowerIsBetter
      />
    </div>
  );
}
