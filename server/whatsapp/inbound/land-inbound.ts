import { sql } from "kysely";
import { redact } from "../../../common/privacy/redact.ts";
import type { Db } from "../../db/connect.ts";
import { attachmentsJson, type Inbound } from "./store-inbound.ts";

// A landing the database has not taken in this long is given up, and the webhook keeps the
// delivery in the spool on disk instead. postgres.js can leave a write waiting for good
// after a connection is ended under it (a reserve queued for that connection is dropped on
// reconnect, porsager/postgres#1195), and a write stuck behind a lock would otherwise
// outlast Twilio's 15 s wait for the answer. Well under both that and the drain's 10 s.
export const LANDING_TIMEOUT_MS = 5_000;

/** The landing was given up (see LANDING_TIMEOUT_MS): the database's fault, so it counts as away. */
const notTakenInTime = (ms: number) =>
  Object.assign(new Error(`landing not taken by the database within ${ms} ms`), { code: "ETIMEDOUT" });

/**
 * The webhook's one durable write: the batch's messages land, redacted, in one narrow insert
 * (a MessageSid that already landed is dropped), after which Twilio can be acknowledged.
 * ingestLanded moves them into their conversations. A message's arrival time is written
 * through: one kept in the spool during an outage lands later, and without it would get the
 * time of landing (out of order, joined with pieces typed far apart, counted as a flood).
 * Given up after `timeoutMs`, waiting for a connection or for the insert (which Postgres is
 * asked to cancel); a landing given up that commits all the same is dropped when its
 * message joins its conversation, by its sid.
 */
export async function landInbound(db: Db, batch: Inbound[], timeoutMs = LANDING_TIMEOUT_MS): Promise<void> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(notTakenInTime(timeoutMs)), timeoutMs);
  try {
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
    on conflict (message_sid) do nothing`.execute(db, {
      signal: abort.signal,
      inflightQueryAbortStrategy: "cancel query",
    });
  } finally {
    clearTimeout(timer);
  }
}
