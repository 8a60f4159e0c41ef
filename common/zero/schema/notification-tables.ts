import { number, string, table } from "@rocicorp/zero";

/**
 * A user's unread notifications, counted: one row per user, kept by a trigger on
 * notifications (migrations/0062_notification_counts.ts), because the bell syncs only the
 * newest notifications and cannot count the unread among all of them.
 */
export const notification_counts = table("notification_counts")
  .columns({ user_id: string(), unread: number() })
  .primaryKey("user_id");
