import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { requestTwilioDeletions } from "./twilio-deletions/request-twilio-deletions.ts";

/**
 * Inside the caller's transaction: deletes the given conversations of an organisation with
 * their messages and the staff notifications about them, and the messages from `phone`
 * still waiting to be ingested, and has all those messages deleted at Twilio too (a job, which
 * the erasure does not wait for). Returns how many messages went. The one erasure both rights
 * use: an employee's, and a number's that no employee record holds.
 */
export async function eraseConversations(
  trx: Db,
  organizationId: string,
  ids: readonly string[],
  phone: string | null,
): Promise<number> {
  let messages = 0;
  if (ids.length) {
    const counted = await trx
      .selectFrom("whatsapp_messages")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("conversation_id", "in", ids)
      .executeTakeFirstOrThrow();
    messages = Number(counted.n);
    await trx.deleteFrom("notifications").where(sql<string>`data->>'conversation_id'`, "in", ids).execute();
    // Messages go with their conversation (on delete cascade), and so do their outbox rows.
    await trx.deleteFrom("conversations").where("id", "in", ids).execute();
  }
  if (phone) {
    // Not ingested yet, so no trigger records them: they are deleted at Twilio all the same.
    await sql`with gone as (
        delete from system.inbound_landing
        where organization_id = ${organizationId}
          -- Twilio's From as it arrived: "whatsapp:+316…".
          and sender in (${phone}, ${`whatsapp:${phone}`})
        returning organization_id, message_sid
      )
      insert into system.twilio_deletions (organization_id, message_sid)
      select organization_id, message_sid from gone
      on conflict do nothing`.execute(trx);
  }
  // The messages' sids were recorded as they went (migrations/0070); Twilio being away must
  // not hold up the erasure, so the deletion there is a job, with its retries.
  if (ids.length || phone) await requestTwilioDeletions(trx);
  return messages;
}
