import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Fleks webhooks: one inbound endpoint per integration, with its signing secret, and every
// delivery that reached it.
// - The secrets are sealed (server/crypto/secret-box.ts) and left out of the publication:
//   browsers see only whether a secret exists, when it was rotated and until when the
//   previous one still works.
// - A webhook id is accepted once: the partial unique index lets one ok/ignored delivery per
//   id exist, so concurrent retries of the same message cannot both start a sync. Refused
//   attempts (bad signature, duplicate, failed) are recorded beside it.
// - Deliveries keep no payload of an unauthenticated request, and a stored payload has its
//   personal identifiers stripped before it is written.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table integration_webhook_endpoints (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      integration_id text not null unique references external_integrations(id) on delete cascade,
      secret_encrypted text not null,
      previous_secret_encrypted text,
      previous_valid_until timestamptz,
      rotated_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table integration_webhook_deliveries (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      integration_id text references external_integrations(id) on delete set null,
      webhook_id text check (length(webhook_id) between 1 and 200),
      event_type text check (length(event_type) between 1 and 100),
      object text check (object in ('employees', 'clients', 'projects', 'jobs', 'shifts')),
      status text not null check (status in ('ok', 'ignored', 'duplicate', 'bad_signature', 'failed')),
      run_id text references integration_sync_runs(id) on delete set null,
      payload jsonb,
      error text check (length(error) <= 500),
      received_at timestamptz not null default now(),
      reprocessed_at timestamptz
    );
    create unique index integration_webhook_deliveries_once
      on integration_webhook_deliveries(integration_id, webhook_id) where status in ('ok', 'ignored');
    create index integration_webhook_deliveries_org_idx
      on integration_webhook_deliveries(organization_id, received_at desc);
    create index integration_webhook_deliveries_integration_idx
      on integration_webhook_deliveries(integration_id, received_at desc);

    alter publication zero_app add table integration_webhook_endpoints (
      id, organization_id, integration_id, rotated_at, previous_valid_until, created_at, updated_at
    );
    alter publication zero_app add table integration_webhook_deliveries;
  `,
  );
}
