import { analyticsCsv } from "../../../common/analytics/csv.ts";
import type { DailyRow, Totals } from "../../../common/analytics/figures.ts";
import type { DayRange } from "../../../common/analytics/period.ts";
import { nl } from "../../../common/i18n/nl.ts";

const t = nl.analytics.export;

/** Saves the period's CSV (built from the synced rollups in the browser: no extra route). */
export function downloadCsv(range: DayRange, days: readonly DailyRow[], totals: Totals, median: number | null) {
  const csv = analyticsCsv(t.headers, days, totals, median);
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = t.fileName(range.from, range.to);
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
