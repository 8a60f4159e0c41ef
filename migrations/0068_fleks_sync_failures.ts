import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A revoked token failed every sync silently: the page still said 'Verbonden' and nobody was
// told, while employees got stale rosters. Each sync object now counts its failed runs in a
// row (back to 0 on a run that completes; published, so the Fleks page and the Apps overview
// say 'Sync mislukt' live), and the integration remembers when its admins were told, so they
// are told once per outage (server-only, like the key: the publication lists its columns).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table integration_sync_objects add column failures_in_row integer not null default 0;
     alter table external_integrations add column sync_alerted_at timestamptz`,
  );
}
