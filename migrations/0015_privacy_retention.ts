import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Log retention: each organisation keeps WhatsApp messages for 30 days, 90 days or a year.
// A daily job deletes what is older and records each clean-up, so the Privacy tab can say
// when it last ran and what it removed. The default is the longest window: introducing the
// clean-up must not delete history an organisation never chose to drop.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table organizations add column log_retention_days integer not null default 365
      check (log_retention_days in (30, 90, 365));

    create table retention_runs (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      retention_days integer not null,
      cutoff timestamptz not null,
      messages_deleted integer not null,
      conversations_deleted integer not null,
      ran_at timestamptz not null default now()
    );
    create index retention_runs_org_ran_idx on retention_runs(organization_id, ran_at desc);

    -- The clean-up finds an organisation's oldest messages by age without reading the rest.
    create index whatsapp_messages_org_created_idx on whatsapp_messages(organization_id, created_at);

    alter publication zero_app add table retention_runs;
  `,
  );
}
