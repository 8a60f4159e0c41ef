import { type RefObject, useEffect, useRef } from "react";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DailyRow } from "../../../common/analytics/figures.ts";
import { formatCount, formatLongDay, formatShortDay } from "../../../common/analytics/format.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { Card } from "../../components/ui/card.tsx";

const t = nl.analytics.chart;

// Colours are the theme's CSS variables, so the chart follows light and dark mode. No
// animation: live updates would replay it, and it helps no one read the figures.
const axis = { stroke: "var(--muted-foreground)", fontSize: 12 };

/**
 * Keeps recharts' layer groups out of the Tab order. Recharts draws into <g> layers through
 * React portals; React listens for focus events on every portal container, and Chromium makes
 * an SVG element with focus listeners a tab stop, so each layer was an empty, invisible stop.
 * tabindex="-1" takes them out of sequential navigation; layers come and go as the chart
 * redraws, hence the observer.
 */
function useNoTabStopsIn(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const mark = () => {
      for (const layer of root.querySelectorAll('svg g[class*="recharts-zIndex-layer"]:not([tabindex])'))
        layer.setAttribute("tabindex", "-1");
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
}

/**
 * Gesprekken started and handed over per Amsterdam day (by the day the gesprek started).
 * Screen readers get the period's summary, which stays outside the drawing; the drawing
 * itself (its layers, its legend's English icon names) is hidden from them and from the Tab
 * key (no accessibility layer, no tab stop on its layers: they made the chart a row of empty,
 * invisible tab stops). The mouse still gets the day's tooltip.
 */
export function DailyChart({ days, loading = false }: { days: readonly DailyRow[]; loading?: boolean }) {
  const conversations = days.reduce((n, d) => n + d.conversations_started, 0);
  const handovers = days.reduce((n, d) => n + d.handed_over, 0);
  // While the rows sync, the summary says so rather than "0 gesprekken".
  const summary = loading ? nl.common.loading : t.summary(days.length, conversations, handovers);
  const drawing = useRef<HTMLDivElement>(null);
  useNoTabStopsIn(drawing);
  return (
    <Card className="p-4">
      <figure aria-label={t.title} data-testid="analytics-chart">
        <figcaption className="mb-2 font-semibold">{t.title}</figcaption>
        <p className={loading ? "flex h-64 items-center justify-center text-sm text-muted-foreground" : "sr-only"}>
          {summary}
        </p>
        <div ref={drawing} className={loading ? "hidden" : "h-64 w-full"} aria-hidden="true">
          {/* Not drawn while loading: a chart of zeros reads as a quiet month. */}
          {!loading && (
            <ResponsiveContainer width="100%" height="100%">
              <ComposedChart
                accessibilityLayer={false}
                data={days as DailyRow[]}
                margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
              >
                <CartesianGrid stroke="var(--border)" vertical={false} />
                <XAxis
                  dataKey="day"
                  tickFormatter={formatShortDay}
                  tick={axis}
                  stroke="var(--border)"
                  minTickGap={16}
                />
                <YAxis allowDecimals={false} tick={axis} stroke="var(--border)" />
                <Tooltip
                  // "Gesprekken: 91", not recharts' "Gesprekken : 91".
                  separator=": "
                  labelFormatter={(day) => formatLongDay(String(day))}
                  formatter={(value) => formatCount(Number(value))}
                  contentStyle={{
                    background: "var(--popover)",
                    color: "var(--popover-foreground)",
                    border: "1px solid var(--border)",
                    borderRadius: 6,
                    fontSize: 12,
                  }}
                  cursor={{ fill: "var(--muted)" }}
                />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Bar
                  isAnimationActive={false}
                  dataKey="conversations_started"
                  name={t.conversations}
                  fill="var(--primary)"
                  radius={[3, 3, 0, 0]}
                />
                <Line
                  isAnimationActive={false}
                  dataKey="handed_over"
                  name={t.handovers}
                  stroke="var(--destructive)"
                  strokeWidth={2}
                  dot={days.length <= 31}
                  type="monotone"
                />
              </ComposedChart>
            </ResponsiveContainer>
          )}
        </div>
      </figure>
    </Card>
  );
}
