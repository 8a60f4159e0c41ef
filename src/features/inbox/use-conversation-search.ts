import { useEffect, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { type InboxFilter, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "../../../common/inbox/inbox-filters.ts";
import { api, call } from "../../lib/api-client.ts";

/** How long typing must pause before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 150;

export type SearchState =
  | { kind: "idle" }
  | { kind: "tooShort" }
  | { kind: "searching"; ids: readonly string[] | null }
  /** `more`: the search matched more conversations than it returns. */
  | { kind: "done"; ids: readonly string[]; more: boolean }
  | { kind: "failed"; message: string };

/**
 * The server's search across every conversation of the list's filter (POST
 * /api/inbox/search), debounced; the ids it answers are shown through Zero by the caller. A newer search supersedes an older
 * one still under way, and the previous hits stay on screen until the new ones arrive.
 */
export function useConversationSearch(organizationId: string, typed: string, filter: InboxFilter): SearchState {
  // Counted in code points, as the server's validator counts them: "🌸" is one character, not two.
  const chars = [...typed.trim()];
  const query = chars.slice(0, SEARCH_MAX_LENGTH).join("");
  const tooShort = chars.length < SEARCH_MIN_LENGTH;
  const [state, setState] = useState<SearchState>({ kind: "idle" });
  useEffect(() => {
    if (!query || !organizationId) return setState({ kind: "idle" });
    if (tooShort) return setState({ kind: "tooShort" });
    setState((s) => ({ kind: "searching", ids: s.kind === "done" ? s.ids : s.kind === "searching" ? s.ids : null }));
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const { ids, more } = await call(
          api.inbox(organizationId).search.$post({ json: { query, filter } }),
          nl.inbox.list.searchFailed,
        );
        if (current) setState({ kind: "done", ids, more });
      } catch (error) {
        if (current) setState({ kind: "failed", message: (error as Error).message });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [organizationId, query, tooShort, filter]);
  return state;
}
