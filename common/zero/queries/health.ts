import type { Query } from "@rocicorp/zero";
import type { Schema, ZeroContext } from "../../../zero-schema.ts";

// Health data (sick and recovery reports, and the assistant's replies to them) reaches only
// members whose 'Mag ziekmeldingen zien' is on (migrations/0079). The check is part of the
// query, so zero-cache never sends such a row to anyone else, whatever the client asks.
// Platform roles have no switch: they see health data only through a membership that has it.

/** The tables whose rows say whether they are health data, with the organisation's memberships. */
type HealthTable = "whatsapp_messages" | "notifications";

/** `q` without the health rows of organisations in which the caller may not see them. */
export function withoutHiddenHealth<T extends HealthTable, R>(
  q: Query<T, Schema, R>,
  ctx: ZeroContext | undefined,
): Query<T, Schema, R> {
  const userID = ctx?.userID ?? "";
  // Both tables have `is_health` and `members`; ZQL's types cannot see that through the generic.
  const rows = q as unknown as Query<"whatsapp_messages", Schema, R>;
  const allowed = rows.where(({ cmp, exists, or }) =>
    or(
      cmp("is_health", false),
      exists("members", (m) => m.where("user_id", userID).where("may_see_health", true)),
    ),
  );
  return allowed as unknown as Query<T, Schema, R>;
}

/**
 * A thread's messages as the caller may read them: as withoutHiddenHealth, and their own
 * messages as well. A colleague without the switch who answers a sick report wrote what that
 * answer says (migrations/0084 marks it health data for the others); hiding it from them
 * would turn their own words into a masked line the moment they sent them.
 */
export function readableMessages<R>(
  q: Query<"whatsapp_messages", Schema, R>,
  ctx: ZeroContext | undefined,
): Query<"whatsapp_messages", Schema, R> {
  const userID = ctx?.userID ?? "";
  return q.where(({ cmp, exists, or }) =>
    or(
      cmp("is_health", false),
      cmp("sent_by_user_id", userID),
      exists("members", (m) => m.where("user_id", userID).where("may_see_health", true)),
    ),
  );
}
