import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Twilio may post a message's status callback ("sent", even "delivered") before its answer to
// our send has reached us and the sid is recorded: such a callback matched no message and was
// dropped, and Twilio sends none again, so the reply kept its clock in the inbox for good.
// Callbacks for a sid not (yet) known wait here, per sid its furthest status, until the sid
// is recorded (applyEarlyStatuses); after an hour they are dropped (no sid comes that late, and
// callbacks for messages sent with other tools from the same sender are never claimed).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `create table system.early_statuses (
       message_sid text not null,
       organization_id text not null references organizations(id) on delete cascade,
       status text not null,
       rank integer not null,
       error_code text,
       received_at timestamptz not null default now(),
       primary key (organization_id, message_sid)
     );
     create index early_statuses_received_idx on system.early_statuses (received_at);`,
  );
  // One definition of "a sid we recorded": a message, a part of a long reply, or the WhatsApp
  // page's test message. A callback for any other sid waits above; a send that finds one on
  // Twilio (after a crash) takes only a sid that is not known (isKnownSid).
  await sql
    .raw(`create function known_message_sid(sid text) returns boolean language sql stable as $$
      select exists (select 1 from whatsapp_messages where message_sid = sid)
        or exists (select 1 from system.whatsapp_message_parts where message_sid = sid)
        or exists (select 1 from whatsapp_test_messages where message_sid = sid)
    $$`)
    .execute(db);
}
