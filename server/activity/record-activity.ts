import type { ActivityDetails, ActivityKind } from "../../common/zero/activity.ts";
import type { Db } from "../db/connect.ts";

/** Appends to the activity log from a server route; pass the route's transaction so both land together. */
export async function recordActivity(
  db: Db,
  entry: {
    organizationId: string;
    actorUserId: string;
    kind: ActivityKind;
    target?: string | null;
    details?: ActivityDetails;
  },
): Promise<void> {
  await db
    .insertInto("activity_log")
    .values({
      id: crypto.randomUUID(),
      organization_id: entry.organizationId,
      actor_user_id: entry.actorUserId,
      kind: entry.kind,
      target: entry.target ?? null,
      details: entry.details ?? {},
    })
    .execute();
}
