import type { Row } from "@rocicorp/zero";
import { nl } from "../../../common/i18n/nl.ts";
import type { schema } from "../../../zero-schema.ts";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { formatDateTime, relativeTime } from "../../lib/relative-time.ts";
import { useNow } from "../../lib/use-now.ts";

export type NotificationRow = Row<typeof schema.tables.notifications>;

export function NotificationItem({
  notification: n,
  organizationName,
  onOpen,
  onAccept,
  needsVerification = false,
  onSendVerification,
}: {
  notification: NotificationRow;
  /** Which of the user's organisations it is about, when they have more than one. */
  organizationName?: string | null;
  onOpen: (n: NotificationRow) => void;
  onAccept: (n: NotificationRow) => void;
  /** Accepting was refused until the user proves the invited address is theirs. */
  needsVerification?: boolean;
  onSendVerification?: (n: NotificationRow) => void;
}) {
  const now = useNow();
  const unread = n.read_at == null;
  const invitation = n.type === "organization_invitation" && n.data.invitation_id;
  return (
    <li className={cn("border-b last:border-b-0", unread && "bg-accent/60")} data-testid="notification">
      <button
        type="button"
        onClick={() => onOpen(n)}
        className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <span
          aria-hidden
          className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-primary" : "bg-transparent")}
        />
        <span className="min-w-0 flex-1">
          {organizationName && (
            <span className="block truncate text-xs text-muted-foreground" data-testid="notification-organization">
              {organizationName}
            </span>
          )}
          <span className={cn("block text-sm", unread && "font-semibold")}>{n.title}</span>
          {n.message && <span className="block text-sm text-muted-foreground">{n.message}</span>}
          <time
            className="mt-1 block text-xs text-muted-foreground"
            dateTime={new Date(n.created_at).toISOString()}
            title={formatDateTime(n.created_at)}
          >
            {relativeTime(n.created_at, now)}
          </time>
        </span>
      </button>
      {invitation && unread && (
        <div className="space-y-2 px-4 pb-3 pl-9">
          {needsVerification && (
            <div role="status" className="rounded-md border bg-muted p-3 text-sm" data-testid="verify-first">
              <p className="font-medium">{nl.notifications.unverifiedTitle}</p>
              <p className="text-muted-foreground">{nl.notifications.unverifiedDescription}</p>
            </div>
          )}
          {/* Refused until the address is verified: verifying is the next step, accepting the one after. */}
          <div className="flex flex-wrap gap-2">
            {needsVerification && (
              <Button size="sm" onClick={() => onSendVerification?.(n)}>
                {nl.notifications.sendVerification}
              </Button>
            )}
            <Button size="sm" variant={needsVerification ? "outline" : "default"} onClick={() => onAccept(n)}>
              {nl.notifications.accept}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
