import { useQuery } from "@rocicorp/zero/react";
import { nl } from "../../../common/i18n/nl.ts";
import { whoIs } from "../../../common/inbox/who.ts";
import { queries } from "../../../common/zero/queries.ts";

const t = nl.privacy;

/**
 * The line under a health entry of the activity log: whose conversation with a sick report
 * was opened (the entry keeps only ids: the name is read from the conversation while it
 * exists), or whose access to sick reports changed.
 */
export function HealthActivityDetail(props: {
  organizationId: string;
  kind: string;
  target: string | null;
  details: { [key: string]: string | number | boolean | null };
  names: Map<string, string>;
}) {
  if (props.kind === "health_access_changed")
    return (
      <span className="block text-xs text-muted-foreground" data-testid="activity-detail">
        {t.activityHealthAccess(
          (props.target && props.names.get(props.target)) || t.someoneRemoved,
          props.details.allowed === true,
        )}
      </span>
    );
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
