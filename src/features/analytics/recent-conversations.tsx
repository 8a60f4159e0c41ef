import { Link } from "@tanstack/react-router";
import { type LabelReason, labelWithReason } from "../../../common/analytics/label-reason.ts";
import { formatNumber } from "../../../common/i18n/count.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { whoForStaff } from "../../../common/inbox/who.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { TableScroll } from "../../components/ui/table-scroll.tsx";
import { formatDateTime, relativeTime } from "../../lib/relative-time.ts";
import { useNow } from "../../lib/use-now.ts";
import type { PlainConversationRow } from "../inbox/inbox-types.ts";
import { ExplainPopover } from "./explain-popover.tsx";

const t = nl.analytics.recent;
const labelVariant = { difficult: "destructive", inProgress: "orange", done: "secondary" } as const;

function reasonText(reason: LabelReason): string {
  switch (reason.kind) {
    case "manyUnresolved":
      return t.reasons.manyUnresolved(reason.unresolved);
    case "manyMessages":
      return t.reasons.manyMessages(reason.messages);
    case "someUnresolved":
      return t.reasons.someUnresolved(reason.unresolved);
    case "allAnswered":
      return t.reasons.allAnswered;
  }
}

/** The 10 most recent real conversations, their label with its reason on hover, each opening in the inbox. */
export function RecentConversations({
  conversations,
  loading = false,
  onOpen,
}: {
  conversations: readonly PlainConversationRow[];
  /** Still syncing: "Laden...", not "Nog geen gesprekken." */
  loading?: boolean;
  /** Besides navigating (the inbox's own tab switches to the conversation). */
  onOpen?: (id: string) => void;
}) {
  // The times move on with the clock, as the inbox's do.
  const now = useNow();
  return (
    <Card>
      <h2 className="px-4 pt-4 font-semibold">{t.title}</h2>
      {conversations.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">{loading ? nl.common.loading : t.empty}</p>
      ) : (
        <TableScroll>
          <table className="mt-2 w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="px-4 py-2 font-medium">{t.columns.who}</th>
                <th className="px-4 py-2 font-medium">{t.columns.messages}</th>
                <th className="px-4 py-2 font-medium">{t.columns.unresolved}</th>
                <th className="px-4 py-2 font-medium">{t.columns.last}</th>
                <th className="px-4 py-2 font-medium">{t.columns.label}</th>
              </tr>
            </thead>
            <tbody>
              {conversations.map((c) => {
                const { label, reason } = labelWithReason(c);
                const who = whoForStaff(c);
                return (
                  <tr key={c.id} className="border-t hover:bg-muted/50" data-testid="analytics-row">
                    <td className="px-4 py-2">
                      <Link
                        to="/dashboard/inbox"
                        search={{ conversation: c.id }}
                        className="underline-offset-2 hover:underline"
                        aria-label={t.open(who)}
                        onClick={() => onOpen?.(c.id)}
                      >
                        {who}
                      </Link>
                    </td>
                    <td className="px-4 py-2 tabular-nums">{formatNumber(c.message_count)}</td>
                    <td className="px-4 py-2 tabular-nums">{formatNumber(c.unresolved_count)}</td>
                    <td className="px-4 py-2">
                      <time
                        dateTime={new Date(c.last_message_at).toISOString()}
                        title={formatDateTime(c.last_message_at)}
                      >
                        {relativeTime(c.last_message_at, now)}
                      </time>
                    </td>
                    <td className="px-4 py-2">
                      {/* A tap or Enter opens the reason (a tooltip was hover only: no phone, no keyboard). */}
                      <ExplainPopover
                        label={nl.inbox.labels[label]}
                        testId="label-reason"
                        trigger={
                          <button type="button" className="rounded focus-visible:ring-2 focus-visible:ring-ring">
                            <Badge variant={labelVariant[label]}>{nl.inbox.labels[label]}</Badge>
                            <span className="sr-only">: {reasonText(reason)}</span>
                          </button>
                        }
                      >
                        <p>{reasonText(reason)}</p>
                      </ExplainPopover>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Card>
  );
}
