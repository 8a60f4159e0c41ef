// The four stat cards from daily rollup rows (analytics_daily), summed over a period. Each
// gesprek has one outcome, so the assistant's share and the hand-over share never add past 100%.

export type DailyRow = {
  day: string;
  conversations_started: number;
  handed_over: number;
  bot_resolved: number;
  messages_in: number;
  messages_out: number;
  bot_replies: number;
  first_responses: number;
};

export type Totals = Omit<DailyRow, "day">;

export type Figures = Totals & {
  /** Gesprekken answered by the assistant alone ÷ gesprekken started, 0..1; null without any. */
  botResolvedShare: number | null;
  /** Gesprekken handed over ÷ gesprekken started, 0..1; null without any. */
  handoverShare: number | null;
};

const ZERO: Totals = {
  conversations_started: 0,
  handed_over: 0,
  bot_resolved: 0,
  messages_in: 0,
  messages_out: 0,
  bot_replies: 0,
  first_responses: 0,
};
const KEYS = Object.keys(ZERO) as Array<keyof Totals>;

export function totalsOf(rows: readonly DailyRow[], range?: { from: string; to: string }): Totals {
  const sum = { ...ZERO };
  for (const row of rows) {
    if (range && (row.day < range.from || row.day > range.to)) continue;
    for (const k of KEYS) sum[k] += row[k];
  }
  return sum;
}

export function figuresOf(totals: Totals): Figures {
  const n = totals.conversations_started;
  return {
    ...totals,
    botResolvedShare: n ? totals.bot_resolved / n : null,
    handoverShare: n ? totals.handed_over / n : null,
  };
}

/** Relative change of a count against the previous period (0.25 = +25%); null when there is nothing to compare to. */
export function changeOf(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / previous;
}

/**
 * A share's change against the previous period in percentage points (0.36 against 1 = −64):
 * a relative change of a percentage ("−64%" of 100%) reads as the share itself. Null when
 * either period has no share (no gesprekken); a previous share of 0% compares fine.
 */
export function pointsChangeOf(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null;
  return (current - previous) * 100;
}

/** Per day of `days`, its row or zeros: the chart and the export show days without activity too. */
export function dailySeries(rows: readonly DailyRow[], days: readonly string[]): DailyRow[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((day) => {
    const row = byDay.get(day);
    const out: DailyRow = { day, ...ZERO };
    if (row) for (const k of KEYS) out[k] = row[k];
    return out;
  });
}
