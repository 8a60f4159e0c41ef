import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { AttachmentKind } from "../../../common/whatsapp/attachments.ts";
import type { Db } from "../../db/connect.ts";

export type Inbound = {
  organizationId: string;
  messageSid: string;
  from: string;
  /** landInbound redacts it; storeInbound stores it as given (ingestLanded and the simulator pass it redacted). */
  body: string;
  /** The kinds of media it carried (none: text alone); the media themselves are not kept. */
  attachments?: AttachmentKind[];
  /** The sid of the message it quotes, if any. */
  quotedSid?: string;
  /** The sender's WhatsApp profile name, if Twilio gave one (landInbound redacts it too). */
  profileName?: string;
  isTest?: boolean;
  /** When Twilio delivered it, for a message ingested after it landed; else now. */
  receivedAt?: Date;
};

// The attachments that are files at Twilio (a shared location is only coordinates in the message).
const MEDIA_KINDS: AttachmentKind[] = ["image", "audio", "video", "document", "contact"];

/** Whether a message carried media Twilio keeps (and we have deleted there). */
export const carriesMedia = (kinds?: AttachmentKind[] | null) => !!kinds?.some((k) => MEDIA_KINDS.includes(k));

/** The attachments column's value as the batch statements send it: JSON text, null for none. */
export const attachmentsJson = (kinds?: AttachmentKind[]) => (kinds?.length ? JSON.stringify(kinds) : null);

/**
 * Stores employees' messages once per MessageSid (Twilio retries deliveries), upserts their
 * conversations (linked to the active employee who has the number now, never to whoever had
 * it before: an old number is unknown) and puts each new message in the
 * assistant's outbox, in one statement (one commit) for the whole batch; dispatchOutbox
 * turns the outbox into jobs. The media of a message that carried any are recorded for
 * deletion at Twilio (system.twilio_deletions; the caller asks for the job). Returns each message's id, or null for a repeated delivery.
 * (Two deliveries of one sid in concurrent batches could count the message twice in
 * message_count; webhooks' messages come through ingestLanded, one batch at a time.)
 */
export async function storeInbound(db: Db, batch: Inbound[]): Promise<Array<string | null>> {
  const rows = batch.map((m) => {
    const phone = m.from.replace(/^whatsapp:/, "");
    const isTest = m.isTest ?? false;
    return {
      id: randomUUID(),
      org: m.organizationId,
      phone,
      isTest,
      sid: m.messageSid,
      body: m.body,
      attachments: attachmentsJson(m.attachments),
      quotedSid: m.quotedSid ?? null,
      profileName: m.profileName ?? null,
      receivedAt: m.receivedAt?.toISOString() ?? null,
    };
  });
  const col = <K extends keyof (typeof rows)[number]>(k: K) => rows.map((r) => r[k]);
  const inserted = await sql<{ id: string; message_sid: string }>`
    with input as (
      select * from unnest(
        ${col("id")}::text[], ${col("org")}::text[], ${col("phone")}::text[], ${col("isTest").map(String)}::text[]::boolean[],
        ${col("sid")}::text[], ${col("body")}::text[], ${col("attachments")}::text[]::jsonb[],
        ${col("quotedSid")}::text[], ${col("profileName")}::text[], ${col("receivedAt")}::timestamptz[]
      ) with ordinality as t(id, organization_id, phone, is_test, sid, body, attachments, quoted_sid, profile_name,
        received_at, n)
    ), fresh as (
      select distinct on (sid) * from input i
      where not exists (select 1 from whatsapp_messages m where m.message_sid = i.sid)
      order by sid, n
    ), per_conversation as (
      -- The batch's latest profile name per sender, if any message carried one.
      select organization_id, phone, is_test, count(*)::int as messages,
        (array_agg(profile_name order by n desc) filter (where profile_name is not null))[1] as profile_name
      from fresh group by organization_id, phone, is_test
    ), conversation as (
      insert into conversations
        (id, organization_id, customer_phone, is_test, employee_id, message_count, last_message_at, last_inbound_at,
         profile_name)
      select gen_random_uuid()::text, p.organization_id, p.phone, p.is_test,
        (select e.id from employees e
          where e.organization_id = p.organization_id and e.phone_number = p.phone and e.is_active),
        p.messages, now(), now(), p.profile_name
      from per_conversation p
      on conflict (organization_id, customer_phone, is_test) do update set
        message_count = conversations.message_count + excluded.message_count,
        last_message_at = now(),
        last_inbound_at = now(),
        status = 'active',
        -- Whoever has the number now (migrations/0065 keeps it so between messages too).
        employee_id = excluded.employee_id,
        verified_until = case when conversations.employee_id is distinct from excluded.employee_id then null
          else conversations.verified_until end,
        profile_name = coalesce(excluded.profile_name, conversations.profile_name)
      returning id, organization_id, customer_phone, is_test
    ), message as (
      insert into whatsapp_messages
        (id, organization_id, conversation_id, direction, message_sid, message_body, attachments, quoted_sid, status,
         created_at, updated_at)
      select f.id, f.organization_id, c.id, 'inbound', f.sid, f.body, f.attachments, f.quoted_sid, 'received',
        coalesce(f.received_at, clock_timestamp()), clock_timestamp()
      from fresh f
      join conversation c on c.organization_id = f.organization_id and c.customer_phone = f.phone and c.is_test = f.is_test
      order by f.n
      on conflict (message_sid) do nothing
      returning id, organization_id, conversation_id, message_sid, attachments, created_at
    ), outbox as (
      insert into system.assistant_outbox (message_id, conversation_id, organization_id)
      select id, conversation_id, organization_id from message order by created_at
    ), media as (
      -- Photos, files and voice notes stay at Twilio until deleted there: recorded, they go.
      insert into system.twilio_deletions (organization_id, message_sid, media_only)
      select m.organization_id, m.message_sid, true from message m
      join fresh f on f.sid = m.message_sid
      where not f.is_test and m.attachments ?| ${MEDIA_KINDS}::text[]
      on conflict do nothing
    )
    select id, message_sid from message`.execute(db);
  const stored = new Map(inserted.rows.map((r) => [r.message_sid, r.id]));
  return rows.map((r) => (stored.get(r.sid) === r.id ? r.id : null));
}
