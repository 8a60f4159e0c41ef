import { InfoIcon } from "lucide-react";
import { type Comparison, describeChange } from "../../../common/analytics/change.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../lib/cn.ts";
import { ExplainPopover } from "./explain-popover.tsx";

const t = nl.analytics;

/**
 * One figure of the period with its formula and its change against the previous period of
 * equal length (ExplainPopover on the info button; the change is also the line under the
 * value). `change` says how to compare (common/analytics/change.ts): a count
 * relatively, a share in percentage points, in / out each; a count whose fall is good (a
 * response time) says `lowerIsBetter`.
 */
export function StatCard(props: {
  testId: string;
  title: string;
  formula: string;
  value: string;
  sub?: string;
  change: Comparison;
  /** The figures are still syncing: "Laden..." rather than a 0 that is not true. */
  loading?: boolean;
}) {
  const { text: changeText, tone } = describeChange(props.change);
  return (
    <Card className="p-4" data-testid={props.testId} aria-busy={props.loading || undefined}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm text-muted-foreground">{props.title}</h2>
        {/* It explains the figure: how it is computed and how it moved. */}
        <ExplainPopover
          label={t.howCalculated(props.title)}
          testId="stat-explanation"
          trigger={
            <button
              type="button"
              className="rounded text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t.howCalculated(props.title)}
            >
              <InfoIcon className="size-4" aria-hidden />
            </button>
          }
        >
          <p>{props.formula}</p>
          <p className="font-medium">{changeText}</p>
        </ExplainPopover>
      </div>
      {props.loading ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="stat-value">
          {nl.common.loading}
        </p>
      ) : (
        <>
          <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid="stat-value">
            {props.value}
          </p>
          {props.sub && <p className="text-sm text-muted-foreground">{props.sub}</p>}
        </>
      )}
      <p
        className={cn(
          "mt-1 text-xs",
          tone === null
            ? "text-muted-foreground"
            : tone === "good"
              ? "text-green-700 dark:text-green-400"
              : "text-destructive",
        )}
        data-testid="stat-change"
      >
        {props.loading ? null : changeText}
      </p>
    </Card>
  );
}
