import { useQuery, useZero } from "@rocicorp/zero/react";
import { BotIcon, LockIcon } from "lucide-react";
import { useEffect, useMemo } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { THREAD_MAX_ROWS } from "../../../common/inbox/inbox-filters.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { queries } from "../../../common/zero/queries.ts";
import { cn } from "../../lib/cn.ts";
import { formatDateTime } from "../../lib/relative-time.ts";
import type { MessageRow } from "./inbox-types.ts";

const t = nl.inbox;

/** A health message the caller may not read: its place in the thread, never its text. */
export type HealthMark = { id: string; created_at: number; is_from_bot: boolean; is_outbound: boolean };
export type ThreadItem = { kind: "message"; m: MessageRow } | { kind: "masked"; mark: HealthMark };

/**
 * The thread's messages with, in their places, the sick reports the server kept from the
 * caller (common/zero/queries/health.ts): a colleague without 'Mag ziekmeldingen zien'
 * sees that there was one, not what it said. Marks older than the oldest message shown wait
 * for 'Eerdere berichten laden', as the messages do.
 */
export function useThreadItems(
  conversation: { id: string; organization_id: string },
  messages: readonly MessageRow[],
  limit: number,
  earlier: boolean,
): ThreadItem[] {
  const [marks] = useQuery(
    queries.healthMarks.ofConversation({
      organizationId: conversation.organization_id,
      conversationId: conversation.id,
      limit: Math.min(limit, THREAD_MAX_ROWS),
    }),
  );
  return useMemo(() => {
    const shown = new Set(messages.map((m) => m.id));
    const oldest = earlier ? (messages[0]?.created_at ?? 0) : Number.NEGATIVE_INFINITY;
    const masked: ThreadItem[] = marks
      .filter((mark) => !shown.has(mark.id) && mark.created_at >= oldest)
      .map((mark) => ({ kind: "masked", mark }));
    const items: ThreadItem[] = [...messages.map((m) => ({ kind: "message" as const, m })), ...masked];
    const at = (item: ThreadItem) => (item.kind === "message" ? item.m : item.mark);
    return items.sort((a, b) => at(a).created_at - at(b).created_at || at(a).id.localeCompare(at(b).id));
  }, [marks, messages, earlier]);
}

/**
 * Records, on the server, that the caller opened a conversation holding a sick report they
 * may read (once per colleague, conversation and day; common/zero/mutators/health-access.ts).
 */
export function useHealthViewed(
  conversation: { id: string; organization_id: string },
  messages: readonly MessageRow[],
) {
  const zero = useZero();
  const readsHealth = messages.some((m) => m.is_health);
  useEffect(() => {
    if (!readsHealth) return;
    zero.mutate(
      mutators.health.viewed({ organizationId: conversation.organization_id, conversationId: conversation.id }),
    );
  }, [zero, readsHealth, conversation.id, conversation.organization_id]);
}

/** The masked line in a sick report's place. */
export function MaskedHealthBubble({ mark }: { mark: HealthMark }) {
  return (
    <li
      className={cn("flex", mark.is_outbound ? "justify-end" : "justify-start")}
      data-testid="masked-health"
      data-bot={mark.is_from_bot}
      data-outbound={mark.is_outbound}
    >
      <div className="flex max-w-[80%] items-start gap-2 rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">
        {mark.is_from_bot ? <BotIcon className="mt-0.5 size-3.5" aria-hidden /> : null}
        <LockIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        <span>
          {t.healthMasked}
          <time className="ml-2 text-xs" dateTime={new Date(mark.created_at).toISOString()}>
            {formatDateTime(mark.created_at)}
          </time>
        </span>
      </div>
    </li>
  );
}
