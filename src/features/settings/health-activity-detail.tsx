import { useQuery } from "@rocicorp/zero/react";
import { nl } from "../../../common/i18n/nl.ts";
import { whoIs } from "../../../common/inbox/who.ts";
import { queries } from "../../../common/zero/queries.ts";

const t = nl.privacy;

/**
 * The line under a health entry of the activity log: whose conversation with a sick report
 * was opened (the entry keeps only ids: the name is read from the conversation while it
 * exists), or whose access to sick reports changed; and under a change of who gets the
 * inbox's notifications, for whom.
 */
export function HealthActivityDetail(props: {
  organizationId: string;
  kind: string;
  target: string | null;
  details: { [key: string]: string | number | boolean | null };
  names: Map<string, string>;
}) {
  const who = (props.target && props.names.get(props.target)) || t.someoneRemoved;
  const line = (text: string) => (
    <span className="block text-xs text-muted-foreground" data-testid="activity-detail">
      {text}
    </span>
  );
  if (props.kind === "health_access_changed") return line(t.activityHealthAccess(who, props.details.allowed === true));
  if (props.kind === "inbox_notifications_changed")
    return line(t.activityInboxNotifications(who, props.details.on === true));
  if (props.kind !== "health_data_viewed" || !props.target) return null;
  return <ViewedConversation organizationId={props.organizationId} conversationId={props.target} />;
}

function ViewedConversation({ organizationId, conversationId }: { organizationId: string; conversationId: string }) {
  const [conversation, result] = useQuery(queries.conversations.byId({ organizationId, conversationId }));
  const row = conversation[0];
  if (!row && result.type !== "complete") return null;
  return (
    <span className="block text-xs text-muted-foreground" data-testid="activity-detail">
      {row ? t.activityHealthViewed(whoIs(row)) : t.activityHealthViewedGone}
    </span>
  );
}
