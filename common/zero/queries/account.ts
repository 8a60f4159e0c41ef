import { defineQuery } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { withoutHiddenHealth } from "./health.ts";

/** Notifications the bell shows at first and adds per "Oudere meldingen laden". */
export const NOTIFICATIONS_PAGE = 50;
/** The most the bell pages back to: far beyond what anyone reads, but bounded. */
export const NOTIFICATIONS_MAX = 5000;

// The caller's own rows: scoped by the session's user id, not by organisation.
export const accountQueries = {
  userRoles: {
    mine: defineQuery(({ ctx }) => zql.user_roles.where("user_id", ctx?.userID ?? "")),
  },
  profiles: {
    mine: defineQuery(({ ctx }) => zql.profiles.where("user_id", ctx?.userID ?? "").one()),
  },
  notifications: {
    // The newest `limit`, grown a page at a time by "Oudere meldingen laden": a user with
    // hundreds unread is not sent them all to open the bell. Created together (one per
    // colleague), they tie on time: the id keeps the pages' order fixed.
    // A sick report's notification only while the caller may see health data there.
    mine: defineQuery(z.object({ limit: z.number().int().min(1).max(NOTIFICATIONS_MAX) }), ({ args, ctx }) =>
      withoutHiddenHealth(zql.notifications, ctx)
        .where("user_id", ctx?.userID ?? "")
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(args.limit),
    ),
  },
  notificationCounts: {
    // The caller's unread count, kept by the database (migrations/0062_notification_counts.ts).
    mine: defineQuery(({ ctx }) => zql.notification_counts.where("user_id", ctx?.userID ?? "").one()),
  },
};
