import { type ActivityEntry, activityRow } from "../../common/zero/activity.ts";
import type { Db } from "../db/connect.ts";

/** Appends to the activity log from a server route; pass the route's transaction so both land together. */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insertInto("activity_log").values(activityRow(entry)).execute();
}
