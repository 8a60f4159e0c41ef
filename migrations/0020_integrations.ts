import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// External systems: the organisation's integrations (the staffing provider Fleks and custom
// ones), the per-object sync configuration, every sync run, and the tables the sync fills.
//
// - The API key is encrypted (server/crypto/secret-box.ts) and its column is left out of
//   the publication, so it never reaches zero-cache or a browser.
// - Synced rows are keyed on (organization_id, uuid) and upserted in bulk; `content_hash`
//   tells an unchanged row from an updated one without comparing every column.
// - Personal identifiers the product must not hold (BSN, bank account, ID document) have
//   no column anywhere, and `extra` only takes fields a mapping names.
// - fleks_* tables have no foreign key to the integration: disconnecting keeps the data.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table external_integrations (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      name text not null check (length(name) between 1 and 100),
      integration_type text not null
        check (integration_type in ('payroll', 'planning', 'recruitment', 'hr', 'custom', 'staffing')),
      provider text not null check (length(provider) between 1 and 60),
      api_endpoint text not null check (length(api_endpoint) between 1 and 2000),
      api_key_encrypted text not null,
      additional_config jsonb not null default '{}'::jsonb check (jsonb_typeof(additional_config) = 'object'),
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index external_integrations_org_idx on external_integrations(organization_id, created_at);
    -- One staffing-provider integration per organisation and provider (custom ones may repeat).
    create unique index external_integrations_staffing_uniq
      on external_integrations(organization_id, provider) where integration_type = 'staffing';

    create table integration_sync_objects (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      integration_id text not null references external_integrations(id) on delete cascade,
      object text not null check (object in ('employees', 'clients', 'projects', 'jobs', 'shifts')),
      enabled boolean not null default true,
      direction text not null default 'pull' check (direction in ('pull', 'push', 'bidi')),
      schedule text not null default '*/15 * * * *' check (length(schedule) between 9 and 100),
      use_webhooks boolean not null default false,
      mappings jsonb not null default '[]'::jsonb check (jsonb_typeof(mappings) = 'array'),
      filters jsonb not null default '{}'::jsonb check (jsonb_typeof(filters) = 'object'),
      -- High-water mark of the source's updatedAt over completed runs (incremental syncs).
      cursor timestamptz,
      next_run_at timestamptz,
      last_run_id text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (integration_id, object)
    );
    create index integration_sync_objects_due_idx on integration_sync_objects(next_run_at) where enabled;

    create table integration_sync_runs (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      integration_id text references external_integrations(id) on delete set null,
      object text not null check (object in ('employees', 'clients', 'projects', 'jobs', 'shifts')),
      trigger text not null check (trigger in ('schedule', 'manual', 'backfill', 'webhook')),
      status text not null default 'queued'
        check (status in ('queued', 'running', 'succeeded', 'partial', 'failed', 'rate_limited')),
      started_at timestamptz,
      finished_at timestamptz,
      pages_done integer not null default 0,
      pages_total integer,
      fetched integer not null default 0,
      created integer not null default 0,
      updated integer not null default 0,
      unchanged integer not null default 0,
      failed integer not null default 0,
      -- Where a crashed run resumes: the next page and the window it was reading.
      checkpoint jsonb not null default '{}'::jsonb check (jsonb_typeof(checkpoint) = 'object'),
      error text check (length(error) <= 2000),
      error_samples jsonb not null default '[]'::jsonb check (jsonb_typeof(error_samples) = 'array'),
      created_at timestamptz not null default now()
    );
    create index integration_sync_runs_org_idx on integration_sync_runs(organization_id, created_at desc);
    create index integration_sync_runs_open_idx on integration_sync_runs(organization_id, object)
      where status in ('queued', 'running');

    -- Row count and last sync per synced table, kept by the sync so the Database tab needs
    -- no count over a hundred thousand shifts.
    create table synced_table_stats (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      table_name text not null,
      row_count integer not null default 0,
      last_synced_at timestamptz,
      unique (organization_id, table_name)
    );

    create table fleks_employees (
      organization_id text not null references organizations(id) on delete cascade,
      uuid text not null check (length(uuid) between 1 and 200),
      first_name text not null default '',
      last_name text not null default '',
      email text,
      phone text,
      city text,
      status text,
      extra jsonb not null default '{}'::jsonb,
      source_updated_at timestamptz,
      content_hash text not null,
      synced_at timestamptz not null default now(),
      primary key (organization_id, uuid)
    );
    create table fleks_clients (
      organization_id text not null references organizations(id) on delete cascade,
      uuid text not null check (length(uuid) between 1 and 200),
      name text not null default '',
      city text,
      extra jsonb not null default '{}'::jsonb,
      source_updated_at timestamptz,
      content_hash text not null,
      synced_at timestamptz not null default now(),
      primary key (organization_id, uuid)
    );
    create table fleks_projects (
      organization_id text not null references organizations(id) on delete cascade,
      uuid text not null check (length(uuid) between 1 and 200),
      name text not null default '',
      client_uuid text,
      start_date date,
      end_date date,
      extra jsonb not null default '{}'::jsonb,
      source_updated_at timestamptz,
      content_hash text not null,
      synced_at timestamptz not null default now(),
      primary key (organization_id, uuid)
    );
    create table fleks_jobs (
      organization_id text not null references organizations(id) on delete cascade,
      uuid text not null check (length(uuid) between 1 and 200),
      title text not null default '',
      client_uuid text,
      client_name text,
      city text,
      start_at timestamptz,
      end_at timestamptz,
      is_archived boolean not null default false,
      extra jsonb not null default '{}'::jsonb,
      source_updated_at timestamptz,
      content_hash text not null,
      synced_at timestamptz not null default now(),
      primary key (organization_id, uuid)
    );
    create table fleks_shifts (
      organization_id text not null references organizations(id) on delete cascade,
      uuid text not null check (length(uuid) between 1 and 200),
      job_uuid text,
      assignee_uuid text,
      start_at timestamptz,
      end_at timestamptz,
      status text,
      extra jsonb not null default '{}'::jsonb,
      source_updated_at timestamptz,
      content_hash text not null,
      synced_at timestamptz not null default now(),
      primary key (organization_id, uuid)
    );
    create index fleks_shifts_assignee_idx on fleks_shifts(organization_id, assignee_uuid, start_at);
    create index fleks_employees_phone_idx on fleks_employees(organization_id, phone);

    alter publication zero_app add table external_integrations (
      id, organization_id, name, integration_type, provider, api_endpoint, additional_config,
      is_active, created_at, updated_at
    );
    alter publication zero_app add table integration_sync_objects;
    alter publication zero_app add table integration_sync_runs;
    alter publication zero_app add table synced_table_stats;
    alter publication zero_app add table fleks_employees;
  `,
  );
}
