import { sql } from "kysely";
import { nl } from "../../../common/i18n/nl.ts";
import type { Db } from "../../db/connect.ts";
import { notifyStaff } from "./notify-staff.ts";

/**
 * A sick or recovery report in a conversation staff handle (the assistant is silent, so it
 * sends no Ziekmelding of its own). Someone who may act on it must hear of it: the colleague
 * who has the conversation when their 'Mag ziekmeldingen zien' is on, else every member whose
 * switch is on (any role, as for the assistant's Ziekmelding: HR staff who handle absence may
 * be Users). A taker without the switch would otherwise be the only one told, of a message
 * they may not read. Once per burst (since the last message sent): for the taker, unless an
 * unread Ziekmelding of theirs already says it; for the others, unless one already went out.
 * Returns whether the taker got it, so that the plain "Nieuw bericht" is not sent as well.
 */
export async function notifyHealthReport(
  db: Db,
  inbound: Parameters<typeof notifyStaff>[1],
  report: { sick: boolean; recovering: boolean },
  taker: string | undefined,
  since: Date,
): Promise<boolean> {
  const takerSees =
    !!taker &&
    !!(await db
      .selectFrom("organization_members")
      .select("id")
      .where("organization_id", "=", inbound.organization_id)
      .where("user_id", "=", taker)
      .where("may_see_health", "=", true)
      .executeTakeFirst());
  const told = await db
    .selectFrom("notifications")
    .select("id")
    .where("organization_id", "=", inbound.organization_id)
    .where(sql<string>`data->>'conversation_id'`, "=", inbound.conversation_id)
    .where("is_health", "=", true)
    .where("created_at", ">=", since)
    .$if(takerSees, (q) => q.where("user_id", "=", taker ?? "").where("read_at", "is", null))
    .limit(1)
    .executeTakeFirst();
  if (told) return takerSees;
  const a = nl.assistant;
  const [title, message] = report.sick
    ? [a.sickNotificationTitle, a.sickNotificationMessage]
    : [a.recoveredNotificationTitle, a.recoveredNotificationMessage];
  await notifyStaff(db, inbound, title, message, { to: takerSees && taker ? [taker] : undefined, health: true });
  return takerSees;
}
