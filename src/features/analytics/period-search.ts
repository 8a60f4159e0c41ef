import { z } from "zod";
import { type DayRange, isDay, lastDays, type PeriodChoice } from "../../../common/analytics/period.ts";

// The analytics period as the page's URL holds it, so a reload, a bookmark or a link sent to
// a colleague shows the period that was chosen. A preset is kept by name ("Vorige maand" stays
// last month on the day the link is opened, as its label says); a custom range by its two
// Amsterdam days. The default (30 days) leaves the URL bare.

/** What each choice is called in the URL. Not "7": TanStack Router reads a bare number as a number. */
const PARAM = {
  "7": "7d",
  "30": "30d",
  "90": "90d",
  thisWeek: "thisWeek",
  lastWeek: "lastWeek",
  thisMonth: "thisMonth",
  lastMonth: "lastMonth",
  custom: "custom",
} as const satisfies Record<PeriodChoice, string>;
type PeriodParam = (typeof PARAM)[PeriodChoice];
const CHOICE_OF = Object.fromEntries(Object.entries(PARAM).map(([choice, param]) => [param, choice])) as Record<
  PeriodParam,
  PeriodChoice
>;

const DEFAULT_CHOICE: PeriodChoice = "30";
const day = z.string().max(10).refine(isDay);

/**
 * The route's search params. A hand-edited or stale value is dropped (`catch`), never an
 * error page: the page then shows the default period.
 */
export const periodSearch = z.object({
  period: z
    .enum(Object.values(PARAM) as [PeriodParam, ...PeriodParam[]])
    .optional()
    .catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
});
export type PeriodSearch = z.infer<typeof periodSearch>;

/** The choice and the custom range a URL stands for; a custom range without its two days is the default. */
export function readPeriod(search: PeriodSearch, today: string): { choice: PeriodChoice; custom: DayRange } {
  const choice = search.period ? CHOICE_OF[search.period] : DEFAULT_CHOICE;
  if (choice === "custom" && search.from && search.to) return { choice, custom: { from: search.from, to: search.to } };
  const fallback = lastDays(Number(DEFAULT_CHOICE), today);
  return { choice: choice === "custom" ? DEFAULT_CHOICE : choice, custom: fallback };
}

/** The search params of a choice (with its range when custom). */
export function writePeriod(choice: PeriodChoice, range: DayRange): PeriodSearch {
  if (choice === "custom") return { period: PARAM.custom, from: range.from, to: range.to };
  return choice === DEFAULT_CHOICE ? {} : { period: PARAM[choice] };
}
