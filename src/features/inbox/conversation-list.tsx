import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { type InboxFilter, SEARCH_MAX_RESULTS } from "../../../common/inbox/inbox-filters.ts";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { ConversationRowButton, PlaceholderRow } from "./conversation-row.tsx";
import { InboxFilterBar } from "./inbox-filter-bar.tsx";
import type { ConversationRow } from "./inbox-types.ts";
import { ROW_HEIGHT } from "./row-height.ts";
import type { SearchState } from "./use-conversation-search.ts";
import { usePreloadThread } from "./use-preload-thread.ts";

const t = nl.inbox.list;

/**
 * The conversation list, virtualised: only the rows in view (and a few around them) are in
 * the DOM, whatever the number of conversations. Scrolling asks `want` for the rows down to
 * the last one in view; rows still on their way show as placeholders.
 */
export function ConversationList(props: {
  organizationId: string;
  rows: readonly ConversationRow[];
  count: number;
  complete: boolean;
  want: (index: number) => void;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  query: string;
  onQuery: (q: string) => void;
  search: SearchState;
  filter: InboxFilter;
  onFilter: (f: InboxFilter) => void;
  counts: { total: number; needs_person: number; by_assistant: number; tests: number } | undefined;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: props.count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const preload = usePreloadThread(props.organizationId);
  const last = items.length ? items[items.length - 1].index : 0;
  const { want } = props;
  useEffect(() => want(last), [want, last]);
  // A new filter or search starts at the top.
  const top = `${props.filter}|${props.search.kind === "done" ? props.search.ids.join() : ""}`;
  useEffect(() => {
    if (top) scroller.current?.scrollTo?.({ top: 0 });
  }, [top]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <SearchInput value={props.query} onChange={props.onQuery} placeholder={t.searchPlaceholder} className="p-2" />
      <InboxFilterBar value={props.filter} onChange={props.onFilter} counts={props.counts} />
      <ListStatus
        search={props.search}
        query={props.query}
        empty={props.complete && props.count === 0}
        // A filter narrows the hits: count what is shown (once synced), else what the server found.
        hits={props.filter === "all" || !props.complete ? null : props.count}
      />
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto" data-testid="conversation-scroller">
        <ul
          aria-label={nl.inbox.tabs.conversations}
          className="relative w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const c = props.rows[item.index];
            return (
              <li
                key={c?.id ?? `placeholder-${item.index}`}
                data-index={item.index}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {c ? (
                  <ConversationRowButton
                    c={c}
                    selected={c.id === props.selectedId}
                    onSelect={props.onSelect}
                    onHover={preload.hover}
                    onLeave={preload.stop}
                  />
                ) : (
                  <PlaceholderRow />
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

function ListStatus(props: { search: SearchState; query: string; empty: boolean; hits: number | null }) {
  const { search } = props;
  let text: React.ReactNode = null;
  if (search.kind === "tooShort") text = t.tooShort;
  else if (search.kind === "failed") text = `${t.searchFailed}: ${search.message}`;
  else if (search.kind === "searching" && search.ids === null)
    text = (
      <span className="flex items-center gap-2">
        <Spinner /> {t.searching}
      </span>
    );
  else if (search.kind === "done" && search.ids.length === 0)
    text = (
      <>
        <span className="block font-medium">{t.noResults(props.query.trim())}</span>
        {t.noResultsHint}
      </>
    );
  // More matches than the search returns: say so rather than let the list look complete.
  else if (search.kind === "done" && search.more) text = t.tooManyResults(SEARCH_MAX_RESULTS);
  else if (search.kind === "done") text = t.results(props.hits ?? search.ids.length);
  else if (search.kind === "idle" && props.empty) text = t.emptyFilter;
  if (!text) return null;
  return (
    <p className="px-4 pb-2 text-xs text-muted-foreground" data-testid="inbox-list-status" aria-live="polite">
      {text}
    </p>
  );
}
