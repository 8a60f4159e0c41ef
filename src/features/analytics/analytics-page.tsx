import { useQuery } from "@rocicorp/zero/react";
import { DownloadIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { agentFiguresOf } from "../../../common/analytics/agent-figures.ts";
import { dailySeries, figuresOf, totalsOf } from "../../../common/analytics/figures.ts";
import {
  amsterdamDay,
  daysIn,
  lastDays,
  presetRange,
  previousRange,
  rangeProblem,
} from "../../../common/analytics/period.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { AgentPicker } from "./agent-picker.tsx";
import { DailyChart } from "./daily-chart.tsx";
import { downloadCsv } from "./download-csv.ts";
import { PeriodPicker } from "./period-picker.tsx";
import { type PeriodSearch, readPeriod, writePeriod } from "./period-search.ts";
import { RecentConversations } from "./recent-conversations.tsx";
import { StatCards } from "./stat-cards.tsx";
import { UnansweredQuestions } from "./unanswered-questions.tsx";
import { useAnalyticsDetails } from "./use-analytics-details.ts";

const t = nl.analytics;

/** The period shown, as search params (period-search.ts), and where a new choice goes. */
type PeriodProps = { period: PeriodSearch; onPeriod: (period: PeriodSearch) => void };

/** /dashboard/analytics: the page header and the view; the period lives in the page's URL (the route). */
export function AnalyticsPage(props: PeriodProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={nl.pages.analytics} description={t.subtitle} />
      <AnalyticsView {...props} />
    </div>
  );
}

/**
 * Analytics (the page, and the inbox's analytics tab): the period's figures from the daily rollups the database keeps (synced through
 * Zero, so they move as messages arrive), the median first response and the unanswered
 * questions from the server, the latest 10 conversations, and the period as CSV. An agent
 * choice splits the figures about the assistant's replies by agent (their own rollups).
 */
export function AnalyticsView({
  onOpen,
  period,
  onPeriod,
}: PeriodProps & { onOpen?: (conversationId: string) => void }) {
  const { organization, isAdmin } = useCurrentOrganization();
  const organizationId = organization?.id ?? "";
  const today = amsterdamDay(Date.now());
  const { choice, custom } = readPeriod(period, today);
  const range = presetRange(choice, today) ?? custom;
  // A custom range must also end by today: later days have no figures yet (rangeProblem).
  const problem = rangeProblem(range, today);
  const valid = problem === null;
  // An invalid custom range shows no figures (below); the queries keep a harmless period.
  const shown = valid ? range : lastDays(1, today);
  const previous = previousRange(shown);
  const { from: shownFrom, to: shownTo } = shown;

  const [rows, rowsResult] = useQuery(queries.analytics.days({ organizationId, from: previous.from, to: shown.to }));
  const [recent, recentResult] = useQuery(queries.analytics.recentConversations({ organizationId }));
  // Until the server has answered for the period's rows the totals are not zero but unknown:
  // the cards, the chart and the export wait for them. Rows already in this browser's store
  // are no answer: after 30 days, '90 dagen' found 60 days' rows there and summed them as 90.
  const figuresLoading = !organizationId || rowsResult.type !== "complete";
  const version = rows.map((r) => `${r.day}:${r.messages_in}:${r.messages_out}:${r.handed_over}`).join("|");
  const { details, failed } = useAnalyticsDetails(organizationId, valid ? range : null, version);

  const { days, current, before } = useMemo(() => {
    const period = { from: shownFrom, to: shownTo };
    const days = dailySeries(rows, daysIn(period));
    return {
      days,
      current: totalsOf(rows, period),
      before: figuresOf(totalsOf(rows, previousRange(period))),
    };
  }, [rows, shownFrom, shownTo]);
  const median = details?.medianFirstResponseSeconds ?? null;

  // The agent choice: live agents, and archived ones that answered in the period. A choice
  // no longer in the list (another organisation, another period) is 'Alle agents'.
  const [agentChoice, setAgentChoice] = useState("");
  const [agents] = useQuery(queries.analytics.agents({ organizationId, from: shownFrom, to: shownTo }));
  const agent = agents.find((a) => a.id === agentChoice) ?? null;
  const [agentRows] = useQuery(
    queries.analytics.agentDays({ organizationId, agentId: agent?.id ?? "", from: previous.from, to: shownTo }),
    { enabled: agent !== null },
  );
  const agentCards = useMemo(() => {
    if (!agent) return null;
    const period = { from: shownFrom, to: shownTo };
    return {
      name: agent.name,
      current: agentFiguresOf(agentRows, period),
      previous: agentFiguresOf(agentRows, previousRange(period)),
    };
  }, [agent, agentRows, shownFrom, shownTo]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <PeriodPicker
            choice={choice}
            // A custom range starts from the period shown.
            onChoice={(c) => onPeriod(writePeriod(c, range))}
            custom={custom}
            onCustom={(r) => onPeriod(writePeriod("custom", r))}
            problem={problem}
            today={today}
          />
          <AgentPicker agents={agents} value={agent?.id ?? ""} onChange={setAgentChoice} />
        </div>
        <Button
          variant="outline"
          disabled={!valid || !organizationId || figuresLoading}
          onClick={() => downloadCsv(shown, days, current, median)}
        >
          <DownloadIcon aria-hidden /> {t.export.button}
        </Button>
      </div>
      {/* An invalid custom range shows no figures: today's would read as the range's. */}
      {valid ? (
        <>
          <StatCards
            current={figuresOf(current)}
            previous={before}
            median={median}
            previousMedian={details?.previousMedianFirstResponseSeconds ?? null}
            agent={agentCards}
            loading={figuresLoading}
          />
          {agentCards && (
            <p className="text-sm text-muted-foreground" data-testid="agent-note">
              {t.agent.note(agentCards.name)}
            </p>
          )}
          <DailyChart days={days} loading={figuresLoading} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="no-valid-period">
          {t.period.chooseValid}
        </p>
      )}
      <div className="space-y-6">
        <RecentConversations
          conversations={recent}
          loading={recent.length === 0 && recentResult.type !== "complete"}
          onOpen={onOpen}
        />
        <UnansweredQuestions
          organizationId={organizationId}
          canEditFaqs={isAdmin}
          groups={details?.unanswered ?? null}
          failed={failed}
        />
      </div>
    </div>
  );
}
