import { nl } from "../../../common/i18n/nl.ts";
import { conversationLabel } from "../../../common/inbox/conversation-label.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { relativeTime } from "../../lib/relative-time.ts";
import type { ConversationRow } from "./inbox-types.ts";
import { whoIs } from "./who.ts";

const t = nl.inbox;
const labelVariant = { difficult: "destructive", inProgress: "orange", done: "secondary" } as const;

/** Figures over the organisation's real (non-test) conversations; the table shows the 10 most recent. */
export function AnalyticsTab({
  conversations,
  onOpen,
}: {
  conversations: readonly ConversationRow[];
  onOpen: (id: string) => void;
}) {
  const real = conversations.filter((c) => !c.is_test);
  const messages = real.reduce((n, c) => n + c.message_count, 0);
  const unresolved = real.reduce((n, c) => n + c.unresolved_count, 0);
  const handedOver = real.filter((c) => c.unresolved_count > 0).length;
  const resolvedPct = real.length ? Math.round(((real.length - handedOver) / real.length) * 100) : 0;
  const stats = [
    [t.stats.conversations, real.length],
    [t.stats.messages, messages],
    [t.stats.unresolved, unresolved],
    [t.stats.resolvedRate, `${resolvedPct}%`],
  ] as const;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map(([label, value]) => (
          <Card key={label} className="p-4">
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className="mt-1 text-2xl font-semibold" data-testid="stat-value">
              {value}
            </p>
          </Card>
        ))}
      </div>
      <Card className="overflow-x-auto">
        <h2 className="px-4 pt-4 font-semibold">{t.recent}</h2>
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
            {real.slice(0, 10).map((c) => {
              const label = conversationLabel(c);
              return (
                <tr key={c.id} className="border-t" data-testid="analytics-row">
                  <td className="px-4 py-2">
                    <button type="button" className="underline-offset-2 hover:underline" onClick={() => onOpen(c.id)}>
                      {whoIs(c)}
                    </button>
                  </td>
                  <td className="px-4 py-2">{c.message_count}</td>
                  <td className="px-4 py-2">{c.unresolved_count}</td>
                  <td className="px-4 py-2">{relativeTime(c.last_message_at)}</td>
                  <td className="px-4 py-2">
                    <Badge variant={labelVariant[label]}>{t.labels[label]}</Badge>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
