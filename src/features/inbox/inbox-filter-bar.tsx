import { formatNumber } from "../../../common/i18n/count.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { INBOX_FILTERS, type InboxFilter } from "../../../common/inbox/inbox-filters.ts";
import { cn } from "../../lib/cn.ts";

const t = nl.inbox.list;
type Counts = { total: number; needs_person: number; by_assistant: number; tests: number } | undefined;

const countIn = (counts: Counts, filter: InboxFilter) =>
  counts && filter !== "mine"
    ? { all: counts.total, needsPerson: counts.needs_person, assistant: counts.by_assistant, test: counts.tests }[
        filter
      ]
    : undefined;

/** The list's filters, each with its count from the synced counts row. */
export function InboxFilterBar(props: { value: InboxFilter; onChange: (f: InboxFilter) => void; counts: Counts }) {
  return (
    // On a touch screen the chips are taller, each answers a tap 44 px high (tap-target), and
    // their rows stand apart so that area never reaches the row below.
    <fieldset
      aria-label={t.filterLabel}
      className="flex flex-wrap gap-1 px-2 pb-2 pointer-coarse:gap-x-2 pointer-coarse:gap-y-4 pointer-coarse:pt-2 pointer-coarse:pb-4"
    >
      {INBOX_FILTERS.map((f) => {
        const n = countIn(props.counts, f);
        return (
          <button
            key={f}
            type="button"
            aria-pressed={props.value === f}
            // Read as "Alle, 97", not "Alle97" (the visible "Alle 97" is in it, punctuation aside).
            aria-label={n === undefined ? undefined : `${t.filters[f]}, ${formatNumber(n)}`}
            data-testid={`inbox-filter-${f}`}
            onClick={() => props.onChange(f)}
            className={cn(
              "tap-target rounded-full border px-2.5 py-0.5 text-xs pointer-coarse:px-3 pointer-coarse:py-1.5",
              props.value === f ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
              f === "needsPerson" && props.value !== f && n ? "border-orange-300" : "",
            )}
          >
            {t.filters[f]}
            {n !== undefined && " "}
            {n !== undefined && (
              <span
                className={cn("tabular-nums", props.value !== f && "text-muted-foreground")}
                data-testid={`inbox-count-${f}`}
              >
                {formatNumber(n)}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
