import { type DailyRow, figuresOf, type Totals } from "./figures.ts";
import { formatShare } from "./format.ts";

// The period's export: one line per day and a totals line. Dutch Excel takes the semicolon
// as its list separator (the comma is the decimal sign), so a comma-separated file would open
// as one column; the byte order mark makes it read the file as UTF-8. The median first
// response exists only over the whole period (the daily rollups hold no per-day median), so
// it is a labelled line of its own under the totals rather than a column empty on every day.

export type CsvHeaders = {
  day: string;
  started: string;
  handedOver: string;
  botResolved: string;
  messagesIn: string;
  messagesOut: string;
  botReplies: string;
  botResolvedShare: string;
  handoverShare: string;
  medianFirstResponse: string;
  total: string;
};

/** The share as the card writes it ("50%", "33,3%"): the export and the screen agree. */
const percent = (share: number | null) => (share === null ? "" : formatShare(share));

// No thousands dot: a spreadsheet reads "1234,5" as a number, "1.234,5" not always.
const tenthsFormat = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 1, useGrouping: false });
const tenths = (n: number) => tenthsFormat.format(n);

/** 2026-11-25 → 25-11-2026, as Dutch Excel reads a date. */
const dutchDate = (day: string) => day.split("-").reverse().join("-");

function cell(value: string | number): string {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function line(label: string, t: Totals): string {
  const f = figuresOf(t);
  return [
    label,
    t.conversations_started,
    t.handed_over,
    t.bot_resolved,
    t.messages_in,
    t.messages_out,
    t.bot_replies,
    percent(f.botResolvedShare),
    percent(f.handoverShare),
  ]
    .map(cell)
    .join(";");
}

/** Daily rows (every day of the period, zeros included), the totals, and the period's median in seconds. */
export function analyticsCsv(
  h: CsvHeaders,
  days: readonly DailyRow[],
  totals: Totals,
  medianSeconds: number | null,
): string {
  const header = [
    h.day,
    h.started,
    h.handedOver,
    h.botResolved,
    h.messagesIn,
    h.messagesOut,
    h.botReplies,
    h.botResolvedShare,
    h.handoverShare,
  ]
    .map(cell)
    .join(";");
  const rows = days.map((d) => line(dutchDate(d.day), d));
  const total = line(h.total, totals);
  // To a tenth with a decimal comma, as Dutch Excel reads a number and as the card writes it.
  const median = [h.medianFirstResponse, medianSeconds === null ? "" : tenths(medianSeconds)].map(cell).join(";");
  return `\uFEFF${[header, ...rows, total, median].join("\r\n")}\r\n`;
}
