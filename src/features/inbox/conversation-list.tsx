import { defaultRangeExtractor, type Range, useVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
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
 *
 * One Tab stop (a roving tabindex): the open conversation's row, else the first, else the row
 * the arrow keys (Home, End, Page Up/Down) last moved to, is the only row Tab reaches. That
 * row is kept mounted wherever the list is scrolled, so the list never drops out of the Tab
 * order; the others have tabIndex -1.
 */
export function ConversationList(props: {
  organizationId: string;
  rows: readonly ConversationRow[];
  count: number;
  complete: boolean;
  want: (index: number) => void;
  selectedId: string | undefined;
  /** Back from this conversation on a phone: its row takes the focus again (a new object each time). */
  returnFocusTo?: { id: string };
  onSelect: (id: string) => void;
  query: string;
  onQuery: (q: string) => void;
  search: SearchState;
  filter: InboxFilter;
  onFilter: (f: InboxFilter) => void;
  counts: { total: number; needs_person: number; by_assistant: number; tests: number } | undefined;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // A new filter or search starts at the top.
  const top = `${props.filter}|${props.search.kind === "done" ? props.search.ids.join() : ""}`;
  // The row the keyboard moved to; it counts only while the list and the open conversation stay as they were.
  const scope = `${top}|${props.selectedId ?? ""}`;
  const [moved, setMoved] = useState<{ index: number; scope: string } | null>(null);
  const selectedIndex = props.selectedId ? props.rows.findIndex((r) => r?.id === props.selectedId) : -1;
  const tabbable = Math.min(
    Math.max(moved?.scope === scope ? moved.index : selectedIndex, 0),
    Math.max(props.count - 1, 0),
  );
  // The Tab stop's row stays mounted, scrolled out of view or not.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (tabbable < range.count && !indexes.includes(tabbable)) indexes.push(tabbable);
      return indexes.sort((a, b) => a - b);
    },
    [tabbable],
  );
  const virtualizer = useVirtualizer({
    count: props.count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();
  // Rows are synced from the top: a row in view at or past the synced ones is a placeholder.
  const placeholdersInView =
    (virtualizer.range?.endIndex ?? -1) >= props.rows.length && props.count > props.rows.length;
  const preload = usePreloadThread(props.organizationId);
  // The last row around the view: not the kept Tab stop when that is further down, apart from it.
  const [end, beforeEnd] = [items.at(-1), items.at(-2)];
  const last = !end
    ? 0
    : end.index === tabbable && beforeEnd && end.index - beforeEnd.index > 1
      ? beforeEnd.index
      : end.index;
  const { want } = props;
  useEffect(() => want(last), [want, last]);
  useEffect(() => {
    if (top) scroller.current?.scrollTo?.({ top: 0 });
  }, [top]);

  // Focus follows the arrow keys; a row still on its way gets it once it is there.
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current || !list.current) return;
    // Focus went elsewhere meanwhile (not merely lost with a row scrolled out): leave it there.
    const at = document.activeElement;
    if (at && at !== document.body && !list.current.contains(at)) {
      focusPending.current = false;
      return;
    }
    const row = list.current.querySelector<HTMLElement>(`li[data-index="${tabbable}"] button`);
    if (!row) return;
    focusPending.current = false;
    if (row !== document.activeElement) row.focus();
  });
  // Back from a conversation on a phone: its row gets the focus once it is there. The list is
  // hidden while the request is made (and its rows may still sync), so it is retried on every
  // render until the row can take it, rather than tried once and dropped.
  const { returnFocusTo } = props;
  const returning = useRef<{ id: string; scrolled: boolean } | null>(null);
  useEffect(() => {
    if (returnFocusTo) returning.current = { id: returnFocusTo.id, scrolled: false };
  }, [returnFocusTo]);
  useEffect(() => {
    const want = returning.current;
    if (!want || !list.current) return;
    const index = props.rows.findIndex((r) => r?.id === want.id);
    // Hidden (display: none), nothing can be focused yet; nor before the row has synced.
    if (list.current.offsetParent === null) return;
    if (index < 0) {
      // Not in the list once it is all there (a filter hides it): nothing to go back to.
      if (props.complete) returning.current = null;
      return;
    }
    if (!want.scrolled) {
      want.scrolled = true;
      setMoved({ index, scope });
      virtualizer.scrollToIndex(index);
    }
    const row = list.current.querySelector<HTMLElement>(`li[data-index="${index}"] button`);
    if (!row) return;
    returning.current = null;
    row.focus();
  });
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || props.count === 0) return;
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? ROW_HEIGHT) / ROW_HEIGHT) - 1);
    const next = {
      ArrowDown: tabbable + 1,
      ArrowUp: tabbable - 1,
      PageDown: tabbable + page,
      PageUp: tabbable - page,
      Home: 0,
      End: props.count - 1,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const index = Math.min(Math.max(next, 0), props.count - 1);
    focusPending.current = true;
    setMoved({ index, scope });
    virtualizer.scrollToIndex(index);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <SearchInput value={props.query} onChange={props.onQuery} placeholder={t.searchPlaceholder} className="p-2" />
      <InboxFilterBar value={props.filter} onChange={props.onFilter} counts={props.counts} />
      <ListStatus
        search={props.search}
        query={props.query}
        empty={props.complete && props.count === 0}
        loading={placeholdersInView}
        // A filter narrows the hits: count what is shown (once synced), else what the server found.
        hits={props.filter === "all" || !props.complete ? null : props.count}
      />
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto" data-testid="conversation-scroller">
        <ul
          ref={list}
          aria-label={nl.inbox.tabs.conversations}
          onKeyDown={onKeyDown}
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
                    tabIndex={item.index === tabbable ? 0 : -1}
                    onFocus={() => item.index !== tabbable && setMoved({ index: item.index, scope })}
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

function ListStatus(props: {
  search: SearchState;
  query: string;
  empty: boolean;
  /** Placeholders in view: their rows are on their way (a jump far down takes a few steps). */
  loading: boolean;
  hits: number | null;
}) {
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
  else if (search.kind === "idle" && props.loading) text = t.loadingRows;
  if (!text) return null;
  return (
    <p className="px-4 pb-2 text-xs text-muted-foreground" data-testid="inbox-list-status" aria-live="polite">
      {text}
    </p>
  );
}
