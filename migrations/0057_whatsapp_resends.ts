import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// WhatsApp throttles a busy number: Twilio accepts the message and then fails it by status
// callback with 63018 (Meta's per-number throughput or per-pair rate). Such a message, or the
// failed part of a long reply, is sent again later (scheduleResends): `resend_at` says when
// (the inbox shows it while it waits), `resends` how often it was, so it stops after a few.
// The worker's heartbeat looks for throttled messages left without a resend (sweepThrottled):
// the partial index holds only those.
//
// Welcomes: a welcome whose message waits for a resend is still on its way, not failed, so
// the trigger that carries a message's status onto its welcome reads resend_at too (and an
// import does not queue a second welcome for an employee whose first is about to go again).
//
// Bulk sends are paced per organisation: `system.send_pace` holds when the organisation's
// next paced message may go (enqueueWelcomes takes its slots from it under the row's lock).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table whatsapp_messages
       add column resend_at timestamptz,
       add column resends integer not null default 0 check (resends >= 0);
     create index whatsapp_messages_throttled_idx on whatsapp_messages (updated_at)
       where error_code = '63018' and resend_at is null and status in ('failed', 'undelivered');
     create table system.send_pace (
       organization_id text primary key references organizations(id) on delete cascade,
       next_at timestamptz not null
     );
     create or replace function employee_welcome_status() returns trigger language plpgsql as
      'begin update employee_welcomes w set status = case when new.status in (''delivered'', ''read'') then new.status when new.status in (''failed'', ''undelivered'') and new.resend_at is not null then ''sent'' when new.status in (''failed'', ''undelivered'') then ''failed'' else w.status end, error_code = coalesce(new.error_code, w.error_code), updated_at = now() where w.message_id = new.id; if new.status in (''delivered'', ''read'') then update employees e set onboarded_at = coalesce(e.onboarded_at, now()), updated_at = now() from employee_welcomes w where w.message_id = new.id and e.id = w.employee_id and e.onboarded_at is null; end if; return null; end';
     drop trigger whatsapp_messages_welcome_status on whatsapp_messages;
     create trigger whatsapp_messages_welcome_status after update of status, resend_at on whatsapp_messages
       for each row when (new.direction = 'outbound' and (new.status is distinct from old.status
         or new.resend_at is distinct from old.resend_at))
       execute function employee_welcome_status();`,
  );
}
