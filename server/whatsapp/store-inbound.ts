import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import { redact } from "./redact.ts";

export type Inbound = { messageSid: string; from: string; body: string; isTest?: boolean };

/**
 * Stores an employee's message once per MessageSid (Twilio retries deliveries), upserts its
 * conversation (matched to an employee by phone), and enqueues the assistant's answer in
 * the same transaction. A repeated delivery changes nothing and returns null.
 */
export async function storeInbound(db: Db, organizationId: string, inbound: Inbound): Promise<string | null> {
  const phone = inbound.from.replace(/^whatsapp:/, "");
  const body = redact(inbound.body);
  return db.transaction().execute(async (trx) => {
    const conversation = await sql<{ id: string }>`
      insert into conversations (id, organization_id, customer_phone, is_test, employee_id, last_message_at, last_inbound_at)
      values (${randomUUID()}, ${organizationId}, ${phone}, ${inbound.isTest ?? false},
        (select id from employees where organization_id = ${organizationId} and phone_number = ${phone} and is_active),
        now(), now())
      on conflict (organization_id, customer_phone, is_test) do update
        set employee_id = coalesce(conversations.employee_id, excluded.employee_id)
      returning id`.execute(trx);
    const conversationId = conversation.rows[0].id;
    const id = randomUUID();
    const inserted = await trx
      .insertInto("whatsapp_messages")
      .values({
        id,
        organization_id: organizationId,
        conversation_id: conversationId,
        direction: "inbound",
        message_sid: inbound.messageSid,
        message_body: body,
        status: "received",
      })
      .onConflict((oc) => oc.column("message_sid").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return null;
    await trx
      .updateTable("conversations")
      .set((eb) => ({
        message_count: eb("message_count", "+", 1),
        last_message_at: new Date(),
        last_inbound_at: new Date(),
        status: "active",
      }))
      .where("id", "=", conversationId)
      .execute();
    // One queue per conversation: its questions are answered one at a time, in order.
    await enqueueJob(
      trx,
      "answer_whatsapp_message",
      { messageId: id },
      { maxAttempts: 8, queueName: `conversation:${conversationId}` },
    );
    return id;
  });
}
