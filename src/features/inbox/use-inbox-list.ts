import { useQuery } from "@rocicorp/zero/react";
import { useCallback, useMemo, useState } from "react";
import { INBOX_MAX_ROWS, INBOX_PAGE_SIZE, type InboxFilter } from "../../../common/inbox/inbox-filters.ts";
import { queries } from "../../../common/zero/queries.ts";
import { localMatches } from "./local-matches.ts";
import type { SearchState } from "./use-conversation-search.ts";

const NO_IDS: readonly string[] = [];

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
 * rows not yet synced show as placeholders. With a search: the server's hits, through Zero;
 * while it searches, the synced rows whose name or number match (see local-matches.ts).
 */
export function useInboxList(organizationId: string, filter: InboxFilter, search: SearchState, query: string) {
  // A new filter (or organisation) starts at the top again, with the first page.
  const key = `${organizationId}|${filter}`;
  const [window, setWindow] = useState({ key, limit: INBOX_PAGE_SIZE });
  const limit = window.key === key ? window.limit : INBOX_PAGE_SIZE;
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
  const want = useCallback(
    (index: number) =>
      setWindow((w) => {
        const l = w.key === key ? w.limit : INBOX_PAGE_SIZE;
        if (index < l - INBOX_PAGE_SIZE / 2) return w.key === key ? w : { key, limit: l };
        return { key, limit: Math.min(INBOX_MAX_ROWS, index + INBOX_PAGE_SIZE) };
      }),
    [key],
  );
  const countRow = counts[0];
  const local = useMemo(
    () => (pending || (searching && !hitsShown) ? localMatches([...hitRows, ...pageRows], query) : null),
    [pending, searching, hitsShown, hitRows, pageRows, query],
  );
  if (local) return { rows: local, result: pageResult, count: local.length, want, searching: true, counts: countRow };
  if (searching) {
    return { rows: hitRows, result: hitResult, count: hitRows.length, want, searching, counts: countRow };
  }
  const complete = pageResult.type === "complete";
  const ended = complete && pageRows.length < limit;
  const rollup = countOf(countRow, filter);
  const count = ended ? pageRows.length : Math.max(pageRows.length, rollup ?? pageRows.length);
  return { rows: pageRows, result: pageResult, count, want, searching, counts: countRow };
}
