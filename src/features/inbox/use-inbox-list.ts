import { useQuery } from "@rocicorp/zero/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { INBOX_MAX_ROWS, INBOX_PAGE_SIZE, type InboxFilter } from "../../../common/inbox/inbox-filters.ts";
import { queries } from "../../../common/zero/queries.ts";
import { localMatches } from "./local-matches.ts";
import type { SearchState } from "./use-conversation-search.ts";

const NO_IDS: readonly string[] = [];
/**
 * The most rows one step of the window adds (about 2 MB over the connection). Each step is
 * a new query the server hydrates from the top and a round trip, so small steps cost: at 500
 * rows a jump to the 2,000th conversation took 4.5 s instead of 1.05 s (`npm run bench
 * inbox`); at 2,000 that jump is one step, as before, and a jump to the 5,000th three.
 */
export const INBOX_STEP = 2000;

/** How many conversations a filter holds, from the synced counts row (null before it arrives). */
function countOf(
  counts: { total: number; needs_person: number; by_assistant: number; tests: number } | undefined,
  filter: InboxFilter,
): number | null {
  if (!counts) return null;
  // "mine" has no count of its own (one counts row per organisation): the rows themselves say.
  if (filter === "mine") return null;
  return { all: counts.total, needsPerson: counts.needs_person, assistant: counts.by_assistant, test: counts.tests }[
    filter
  ];
}

/**
 * The rows the inbox list shows. Without a search: one Zero query from the top whose limit
 * grows as staff scroll (`want(index)` asks for rows down to `index`), so new messages
 * reorder it live and nothing beyond the scrolled depth is synced. `count` is the filter's
 * size from the counts row, so the scrollbar spans every conversation from the start and
 * rows not yet synced show as placeholders. A jump far down (the scrollbar dragged to the
 * bottom of 5,000) grows the window toward it INBOX_STEP rows at a time, each once the last is
 * synced: asked at once, 5,000 rows came as one 5.6 MB message after ~12 s of blank rows and
 * froze the tab for 3 s while it was applied. With a search: the server's hits, through Zero;
 * while it searches, the synced rows whose name or number match (see local-matches.ts).
 */
export function useInboxList(organizationId: string, filter: InboxFilter, search: SearchState, query: string) {
  // A new filter (or organisation) starts at the top again, with the first page.
  const key = `${organizationId}|${filter}`;
  const [window, setWindow] = useState({ key, limit: INBOX_PAGE_SIZE, target: INBOX_PAGE_SIZE });
  const limit = window.key === key ? window.limit : INBOX_PAGE_SIZE;
  const target = window.key === key ? window.target : INBOX_PAGE_SIZE;
  const pending = search.kind === "searching";
  const searching = search.kind === "done" || (pending && search.ids !== null);
  const ids = search.kind === "done" || search.kind === "searching" ? (search.ids ?? NO_IDS) : NO_IDS;
  const [hitRows, hitResult] = useQuery(queries.conversations.byIds({ organizationId, filter, ids: [...ids] }), {
    enabled: searching,
  });
  // The hits replace the local matches once Zero has them all.
  const hitsShown = search.kind === "done" && (hitResult.type === "complete" || hitRows.length === ids.length);
  const [pageRows, pageResult] = useQuery(queries.conversations.page({ organizationId, filter, limit }), {
    enabled: !hitsShown,
  });
  const [counts] = useQuery(queries.inboxCounts.ofOrganization({ organizationId }));
  // The rows down to `index` (and a page beyond) are wanted; back up near the top, the
  // window stops growing toward a depth left behind.
  const want = useCallback(
    (index: number) =>
      setWindow((w) => {
        const l = w.key === key ? w.limit : INBOX_PAGE_SIZE;
        const goal = index < l - INBOX_PAGE_SIZE / 2 ? l : Math.min(INBOX_MAX_ROWS, index + INBOX_PAGE_SIZE);
        if (w.key === key && w.target === goal) return w;
        return { key, limit: Math.min(goal, l + INBOX_STEP), target: goal };
      }),
    [key],
  );
  // The next step once this one is synced (the query complete, or every row it asked for in),
  // unless the list ended above it.
  const complete = pageResult.type === "complete";
  const ended = complete && pageRows.length < limit;
  const stepDone = complete || pageRows.length >= limit;
  useEffect(() => {
    if (!stepDone || ended || limit >= target) return;
    setWindow((w) => (w.key === key ? { ...w, limit: Math.min(w.target, w.limit + INBOX_STEP) } : w));
  }, [stepDone, ended, limit, target, key]);
  const countRow = counts[0];
  const local = useMemo(
    () => (pending || (searching && !hitsShown) ? localMatches([...hitRows, ...pageRows], query) : null),
    [pending, searching, hitsShown, hitRows, pageRows, query],
  );
  if (local) return { rows: local, result: pageResult, count: local.length, want, searching: true, counts: countRow };
  if (searching) {
    return { rows: hitRows, result: hitResult, count: hitRows.length, want, searching, counts: countRow };
  }
  const rollup = countOf(countRow, filter);
  const count = ended ? pageRows.length : Math.max(pageRows.length, rollup ?? pageRows.length);
  return { rows: pageRows, result: pageResult, count, want, searching, counts: countRow };
}
