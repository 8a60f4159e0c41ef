import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { requestTwilioDeletions } from "./twilio-deletions/request-twilio-deletions.ts";

export type PurgeResult = { cutoff: Date; messagesDeleted: number; conversationsDeleted: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes one organisation's WhatsApp messages older than its retention window, the
 * conversations left empty and quiet since then (a STOP outlives them in the suppression
 * list, system.whatsapp_suppressions) and the notifications about them, has the messages
 * deleted at Twilio too (a job, delete_at_twilio), and records the run. Messages go in small
 * batches, each its own short statement that skips rows another transaction holds, so the
 * inbox and the assistant never wait on the clean-up.
 */
export async function purgeOrganizationMessages(
  db: Db,
  organization: { id: string; log_retention_days: number },
  now: Date,
  batchSize = 1000,
): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - organization.log_retention_days * DAY_MS);
  const touched = new Set<string>();
  let messagesDeleted = 0;
  for (;;) {
    const { rows } = await sql<{ conversation_id: string }>`
      with doomed as (
        select id from whatsapp_messages
        where organization_id = ${organization.id} and created_at < ${cutoff}
        order by created_at limit ${batchSize}
        for update skip locked
      )
      delete from whatsapp_messages m using doomed where m.id = doomed.id
      returning m.conversation_id`.execute(db);
    for (const row of rows) touched.add(row.conversation_id);
    messagesDeleted += rows.length;
    if (rows.length < batchSize) break;
  }
  const emptied = await db
    .deleteFrom("conversations")
    .where("organization_id", "=", organization.id)
    .where("last_message_at", "<", cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("whatsapp_messages")
            .select(sql`1`.as("one"))
            .whereRef("whatsapp_messages.conversation_id", "=", "conversations.id"),
        ),
      ),
    )
    .returning("id")
    .execute();
  for (const row of emptied) touched.delete(row.id);
  // Staff notifications name the employee (or number) of a conversation: they go with the
  // conversation, and any older than the window go too, as the messages they point at did.
  const gone = emptied.map((row) => row.id);
  await db
    .deleteFrom("notifications")
    .where("organization_id", "=", organization.id)
    .where(sql<string>`data->>'conversation_id'`, "is not", null)
    .where((eb) =>
      eb.or([
        eb("created_at", "<", cutoff),
        ...(gone.length ? [eb(sql<string>`data->>'conversation_id'`, "in", gone)] : []),
      ]),
    )
    .execute();
  // The inbox shows each conversation's message count: it follows what is left.
  if (touched.size > 0) {
    await sql`update conversations c
      set message_count = (select count(*) from whatsapp_messages m where m.conversation_id = c.id)
      where c.id in (${sql.join([...touched])})`.execute(db);
  }
  // The deleted messages' sids were recorded as they went (migrations/0070): Twilio keeps its
  // copies, bodies unredacted, until they are deleted there too.
  if (messagesDeleted > 0) await requestTwilioDeletions(db);
  await db
    .insertInto("retention_runs")
    .values({
      id: randomUUID(),
      organization_id: organization.id,
      retention_days: organization.log_retention_days,
      cutoff,
      messages_deleted: messagesDeleted,
      conversations_deleted: emptied.length,
      ran_at: now,
    })
    .execute();
  return { cutoff, messagesDeleted, conversationsDeleted: emptied.length };
}
