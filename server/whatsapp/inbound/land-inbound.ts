import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import { redact } from "../../privacy/redact.ts";
import { attachmentsJson, type Inbound } from "./store-inbound.ts";

/**
 * The webhook's one durable write: the batch's messages land, redacted, in one narrow insert
 * (a MessageSid that already landed is dropped), after which Twilio can be acknowledged.
 * ingestLanded moves them into their conversations. A message's arrival time is written
 * through: one kept in the spool during an outage lands later, and without it would get the
 * time of landing (out of order, joined with pieces typed far apart, counted as a flood).
 */
export async function landInbound(db: Db, batch: Inbound[]): Promise<void> {
  await sql`
    insert into system.inbound_landing
      (message_sid, organization_id, sender, body, attachments, quoted_sid, profile_name, received_at)
    select sid, org, sender, body, attachments, quoted_sid, profile_name, coalesce(received_at, clock_timestamp())
    from unnest(
      ${batch.map((m) => m.messageSid)}::text[], ${batch.map((m) => m.organizationId)}::text[],
      ${batch.map((m) => m.from)}::text[], ${batch.map((m) => redact(m.body))}::text[],
      ${batch.map((m) => attachmentsJson(m.attachments))}::text[]::jsonb[], ${batch.map((m) => m.quotedSid ?? null)}::text[],
      ${batch.map((m) => (m.profileName ? redact(m.profileName) : null))}::text[],
      ${batch.map((m) => (m.receivedAt ? new Date(m.receivedAt).toISOString() : null))}::timestamptz[]
    ) as t(sid, org, sender, body, attachments, quoted_sid, profile_name, received_at)
    on conflict (message_sid) do nothing`.execute(db);
}
