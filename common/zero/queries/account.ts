import { defineQuery } from "@rocicorp/zero";
import { zql } from "../../../zero-schema.ts";

// The caller's own rows: scoped by the session's user id, not by organisation.
export const accountQueries = {
  userRoles: {
    mine: defineQuery(({ ctx }) => zql.user_roles.where("user_id", ctx?.userID ?? "")),
  },
  profiles: {
    mine: defineQuery(({ ctx }) => zql.profiles.where("user_id", ctx?.userID ?? "").one()),
  },
  notifications: {
    mine: defineQuery(({ ctx }) => {
      const q = zql.notifications.orderBy("created_at", "desc").limit(50);
      return q.where("user_id", ctx?.userID ?? "");
    }),
  },
};
