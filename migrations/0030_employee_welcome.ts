import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The WhatsApp welcome for employees (server/employees/welcome/):
// - employee_welcome_settings: which of the organisation's templates is its welcome and
//   which employee field fills each of the template's variables ({{1}} = first name...);
// - employee_welcomes: one row per employee, ever (unique employee_id). It is the claim a
//   send job takes before it talks to Twilio, so a re-import, a backfill or a retry after a
//   crash never welcomes anyone twice. The sent message is stored in the employee's
//   conversation like every other outbound message, so Twilio's status callbacks move it
//   (applyStatuses); a trigger carries the message's status onto the welcome and sets the
//   employee's onboarded_at when WhatsApp reports it delivered or read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table employee_welcome_settings (
      organization_id text primary key references organizations(id) on delete cascade,
      template_id text references whatsapp_templates(id) on delete set null,
      variables jsonb not null default '{}'::jsonb check (jsonb_typeof(variables) = 'object'),
      updated_at timestamptz not null default now()
    );

    create table employee_welcomes (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      employee_id text not null unique references employees(id) on delete cascade,
      status text not null default 'queued'
        check (status in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed')),
      template_sid text,
      message_sid text unique,
      message_id text references whatsapp_messages(id) on delete set null,
      error_code text,
      error_message text,
      requested_by text references auth."user"(id) on delete set null,
      claimed_at timestamptz,
      sent_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index employee_welcomes_org_idx on employee_welcomes(organization_id);
    create index employee_welcomes_message_idx on employee_welcomes(message_id) where message_id is not null;

    create function employee_welcome_status() returns trigger language plpgsql as
      'begin update employee_welcomes w set status = case when new.status in (''delivered'', ''read'') then new.status when new.status in (''failed'', ''undelivered'') then ''failed'' else w.status end, error_code = coalesce(new.error_code, w.error_code), updated_at = now() where w.message_id = new.id; if new.status in (''delivered'', ''read'') then update employees e set onboarded_at = coalesce(e.onboarded_at, now()), updated_at = now() from employee_welcomes w where w.message_id = new.id and e.id = w.employee_id and e.onboarded_at is null; end if; return null; end';

    create trigger whatsapp_messages_welcome_status after update of status on whatsapp_messages
      for each row when (new.direction = 'outbound' and new.status is distinct from old.status)
      execute function employee_welcome_status();

    alter publication zero_app add table employee_welcome_settings, employee_welcomes;
  `,
  );
}
