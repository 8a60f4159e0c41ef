import { useZero } from "@rocicorp/zero/react";
import { MessageSquareIcon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import { whatsappNameOf, whoIs } from "../../../common/inbox/who.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { cn } from "../../lib/cn.ts";
import { relativeTime } from "../../lib/relative-time.ts";
import { useNow } from "../../lib/use-now.ts";
import type { ConversationRow } from "./inbox-types.ts";
import { lastMessagePreview } from "./last-message-preview.ts";
import { ROW_HEIGHT } from "./row-height.ts";
import { spokenWho } from "./spoken-who.ts";
import { takerLabel } from "./taker.ts";

const t = nl.inbox;

export function ConversationRowButton(props: {
  c: ConversationRow;
  selected: boolean;
  /** 0 for the list's one Tab stop, -1 for the rest (the arrow keys reach them). */
  tabIndex?: number;
  onFocus?: () => void;
  onSelect: (id: string) => void;
  /** The pointer rests on the row / left it: its thread may be fetched ahead of a click. */
  onHover?: (id: string) => void;
  onLeave?: () => void;
}) {
  const { c } = props;
  const now = useNow();
  const whatsappName = whatsappNameOf(c);
  const me = useZero().userID;
  const preview = lastMessagePreview(c.messages[0], me, c);
  const taker = takerLabel(c, me);
  return (
    <button
      type="button"
      data-testid="conversation-item"
      aria-current={props.selected ? "true" : undefined}
      tabIndex={props.tabIndex}
      onFocus={props.onFocus}
      onClick={() => props.onSelect(c.id)}
      onPointerEnter={() => props.onHover?.(c.id)}
      onPointerLeave={props.onLeave}
      style={{ height: ROW_HEIGHT }}
      className={cn(
        "flex w-full flex-col justify-center gap-0.5 overflow-hidden border-b px-4 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
        props.selected && "bg-muted",
      )}
    >
      <span className="flex min-w-0 items-center justify-between gap-2">
        {/* Shown as WhatsApp shows it; read name first, the number grouped (spoken-who.ts). */}
        <span className="min-w-0 truncate" aria-hidden>
          <span className="font-medium">{whoIs(c)}</span>
          {whatsappName && (
            <span className="ml-2 text-xs text-muted-foreground" title={t.whatsappName}>
              {whatsappName}
            </span>
          )}
        </span>
        <span className="sr-only">{spokenWho(c)}</span>
        <time className="shrink-0 text-xs text-muted-foreground" dateTime={new Date(c.last_message_at).toISOString()}>
          {relativeTime(c.last_message_at, now)}
        </time>
      </span>
      {/* The newest message's first line, cut off with an ellipsis (one line: ROW_HEIGHT is fixed). */}
      <span className="min-w-0 truncate text-xs leading-4 text-muted-foreground" data-testid="conversation-preview">
        {preview?.by && <span className="font-medium">{preview.by} </span>}
        {preview?.text}
        {!preview && "\u00a0"}
      </span>
      {/* One line whatever the badges (ROW_HEIGHT is fixed). */}
      <span className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
        {/* The count as an icon and a number: it fits beside every badge ("15 beric…" did not). */}
        <span className="flex min-w-0 shrink-0 items-center gap-0.5" title={t.messages(c.message_count)}>
          <MessageSquareIcon className="size-3" aria-hidden />
          <span aria-hidden>{c.message_count}</span>
          <span className="sr-only">{t.messages(c.message_count)}</span>
        </span>
        {c.is_test && (
          <Badge variant="outline" className="shrink-0">
            {t.test}
          </Badge>
        )}
        {c.opted_out_at && (
          <Badge variant="outline" className="shrink-0" title={t.optedOutTitle}>
            {t.optedOut}
          </Badge>
        )}
        {c.handled_by === "human" && (
          <Badge variant="secondary" className="block min-w-0 shrink truncate" data-testid="conversation-taker">
            {taker ?? t.handledByHuman}
          </Badge>
        )}
        {c.unresolved_count > 0 && (
          <Badge
            variant="orange"
            className="ml-auto shrink-0"
            title={t.unresolved(c.unresolved_count)}
            data-testid="unresolved-count"
          >
            <span aria-hidden>{c.unresolved_count}</span>
            <span className="sr-only">{t.unresolved(c.unresolved_count)}</span>
          </Badge>
        )}
      </span>
    </button>
  );
}

/** Where a row not yet synced will be: the list's height stays that of every conversation. */
export function PlaceholderRow() {
  return (
    <div style={{ height: ROW_HEIGHT }} className="flex flex-col justify-center gap-2 border-b px-4" aria-hidden>
      <span className="h-3 w-2/5 rounded bg-muted" />
      <span className="h-2.5 w-1/4 rounded bg-muted" />
    </div>
  );
}
