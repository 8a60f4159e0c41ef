import { useQuery } from "@rocicorp/zero/react";
import { useNavigate } from "@tanstack/react-router";
import { BellIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { NOTIFICATIONS_MAX, NOTIFICATIONS_PAGE } from "../../../common/zero/queries/account.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "../../components/ui/popover.tsx";
import { useMutate } from "../../zero/use-mutate.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { unreadBadge } from "../shell/initial.ts";
import { acceptInvitation, sendInvitationVerification } from "./accept-invitation.ts";
import { NotificationItem, type NotificationRow } from "./notification-item.tsx";

export function NotificationBell() {
  // One more than shown: whether older ones exist is known without counting them all.
  const [limit, setLimit] = useState(NOTIFICATIONS_PAGE);
  const [rows] = useQuery(queries.notifications.mine({ limit: Math.min(limit + 1, NOTIFICATIONS_MAX) }));
  const notifications = rows.slice(0, limit);
  const older = rows.length > limit;
  // The database keeps the count: the rows synced are only the newest few of them.
  const [counts] = useQuery(queries.notificationCounts.mine());
  const [open, setOpen] = useState(false);
  const headingId = useId();
  // Invitations whose accept was refused until the user verifies their address.
  const [unverified, setUnverified] = useState<ReadonlySet<string>>(new Set());
  const mutate = useMutate();
  const navigate = useNavigate();
  const { switchOrganization, organization, organizations } = useCurrentOrganization();
  // With more than one organisation, each notification says which it is about.
  const orgNames = useMemo(
    () => (organizations.length > 1 ? new Map(organizations.map((o) => [o.id, o.name])) : null),
    [organizations],
  );
  const unread = counts?.unread ?? notifications.filter((n) => n.read_at == null).length;
  const badge = unreadBadge(unread);

  const markRead = async (n: NotificationRow) => {
    if (n.read_at != null) return;
    const res = await mutate(mutators.notification.markRead({ id: n.id, now: Date.now() }));
    if (!res.ok) toast.error(nl.common.error, { description: nl.notifications.markOneFailed });
  };

  const open_ = async (n: NotificationRow) => {
    await markRead(n);
    if (n.type === "new_conversation" && n.data.conversation_id) {
      setOpen(false);
      const conversation = n.data.conversation_id;
      const go = () => void navigate({ to: "/dashboard/inbox", search: { conversation } });
      // A conversation of another organisation of theirs: this tab works there from now on.
      if (n.organization_id && n.organization_id !== organization?.id) switchOrganization(n.organization_id, go);
      else go();
    }
  };

  const markAll = async () => {
    const res = await mutate(mutators.notification.markAllRead({ now: Date.now() }));
    if (!res.ok) toast.error(nl.common.error, { description: nl.notifications.markAllFailed });
  };

  const accept = async (n: NotificationRow) => {
    const id = n.data.invitation_id;
    if (!id) return;
    const result = await acceptInvitation(id);
    if (!result.ok && result.unverified) {
      setUnverified((ids) => new Set(ids).add(n.id));
      return;
    }
    if (!result.ok) {
      toast.error(nl.common.error, { description: result.message || nl.notifications.acceptFailed });
      return;
    }
    toast.success(nl.notifications.accepted, { description: nl.notifications.acceptedDescription });
    setOpen(false);
    switchOrganization(result.organizationId);
  };

  const sendVerification = async (n: NotificationRow) => {
    const id = n.data.invitation_id;
    if (!id) return;
    const result = await sendInvitationVerification(id);
    if (!result.ok) toast.error(nl.common.error, { description: result.message });
    else if (!result.sent) toast.success(nl.notifications.alreadyVerified);
    else
      toast.success(nl.notifications.verificationSent, { description: nl.notifications.verificationSentDescription });
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={nl.notifications.bellLabel(unread)}>
          <BellIcon />
          {badge && (
            <span
              data-testid="unread-badge"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive-solid px-1 text-[10px] font-semibold text-destructive-foreground"
            >
              {badge}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[380px] max-w-[calc(100vw-1rem)] p-0" aria-labelledby={headingId}>
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 id={headingId} className="font-semibold">
            {nl.notifications.title}
          </h2>
          {/* Still focusable once all are read: pressing it must not drop focus out of the panel. */}
          <Button variant="ghost" size="sm" onClick={() => void markAll()} unavailable={unread === 0}>
            {nl.notifications.markAllRead}
          </Button>
        </div>
        <div className="max-h-[400px] overflow-y-auto">
          {notifications.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">{nl.notifications.empty}</p>
          ) : (
            <ul>
              {notifications.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  organizationName={(n.organization_id && orgNames?.get(n.organization_id)) || null}
                  onOpen={open_}
                  onAccept={accept}
                  needsVerification={unverified.has(n.id)}
                  onSendVerification={sendVerification}
                />
              ))}
            </ul>
          )}
          {older && (
            <div className="border-t p-2 text-center">
              <Button variant="ghost" size="sm" onClick={() => setLimit((l) => l + NOTIFICATIONS_PAGE)}>
                {nl.notifications.loadOlder}
              </Button>
            </div>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
