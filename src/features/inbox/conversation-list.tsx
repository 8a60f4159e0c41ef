import { useMemo, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { cn } from "../../lib/cn.ts";
import { relativeTime } from "../../lib/relative-time.ts";
import type { ConversationRow } from "./inbox-types.ts";
import { whoIs } from "./who.ts";

const t = nl.inbox;

export function ConversationList(props: {
  conversations: readonly ConversationRow[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const [query, setQuery] = useState("");
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return props.conversations;
    return props.conversations.filter((c) => whoIs(c).toLowerCase().includes(q) || c.customer_phone.includes(q));
  }, [props.conversations, query]);

  return (
    <div className="flex min-h-0 flex-col">
      <SearchInput value={query} onChange={setQuery} placeholder={t.search} className="p-2" />
      <ul className="min-h-0 flex-1 overflow-y-auto" aria-label={t.tabs.conversations}>
        {shown.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              data-testid="conversation-item"
              aria-current={c.id === props.selectedId ? "true" : undefined}
              onClick={() => props.onSelect(c.id)}
              className={cn(
                "flex w-full flex-col gap-1 border-b px-4 py-3 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none",
                c.id === props.selectedId && "bg-muted",
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{whoIs(c)}</span>
                <time
                  className="shrink-0 text-xs text-muted-foreground"
                  dateTime={new Date(c.last_message_at).toISOString()}
                >
                  {relativeTime(c.last_message_at)}
                </time>
              </span>
              <span className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                {t.messages(c.message_count)}
                {c.is_test && <Badge variant="outline">{t.test}</Badge>}
                {c.handled_by === "human" && <Badge variant="secondary">{t.handledByHuman}</Badge>}
                {c.unresolved_count > 0 && <Badge variant="orange">{c.unresolved_count}</Badge>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
