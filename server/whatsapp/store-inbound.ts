import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { conversationIdFor } from "./conversation-id.ts";
import { redact } from "./redact.ts";

export type Inbound = { messageSid: string; from: string; body: string; isTest?: boolean };

/**
 * Stores an employee's message once per MessageSid (Twilio retries deliveries), upserts its
 * conversation (matched to an employee by phone), and enqueues the assistant's answer, all
 * in one statement: one round trip and one commit per webhook. A repeated delivery changes
 * nothing and returns null. (Two deliveries of one sid racing each other could count the
 * message twice in message_count; Twilio retries only after its 15 s timeout.)
 */
export async function storeInbound(db: Db, organizationId: string, inbound: Inbound): Promise<string | null> {
  const phone = inbound.from.replace(/^whatsapp:/, "");
  const isTest = inbound.isTest ?? false;
  const conversationId = conversationIdFor(organizationId, phone, isTest);
  const id = randomUUID();
  // One queue per conversation: its questions are answered one at a time, in order.
  const result = await sql<{ id: string }>`
    with conversation as (
      insert into conversations
        (id, organization_id, customer_phone, is_test, employee_id, message_count, last_message_at, last_inbound_at)
      select ${conversationId}, ${organizationId}, ${phone}, ${isTest},
        (select id from employees where organization_id = ${organizationId} and phone_number = ${phone} and is_active),
        1, now(), now()
      where not exists (select 1 from whatsapp_messages where message_sid = ${inbound.messageSid})
      on conflict (organization_id, customer_phone, is_test) do update set
        message_count = conversations.message_count + 1,
        last_message_at = now(),
        last_inbound_at = now(),
        status = 'active',
        employee_id = coalesce(conversations.employee_id, excluded.employee_id)
      returning id
    ), message as (
      insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_sid, message_body, status)
      select ${id}, ${organizationId}, conversation.id, 'inbound', ${inbound.messageSid}, ${redact(inbound.body)}, 'received'
      from conversation
      on conflict (message_sid) do nothing
      returning id, conversation_id
    )
    select id, graphile_worker.add_job(
      'answer_whatsapp_message',
      json_build_object('messageId', id),
      queue_name := 'conversation:' || conversation_id,
      max_attempts := 8
    ) from message`.execute(db);
  return result.rows[0]?.id ?? null;
}
