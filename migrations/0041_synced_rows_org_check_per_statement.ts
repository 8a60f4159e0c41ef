import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The synced fleks_* tables lose their foreign key to organizations: Postgres checks a
// foreign key with a query per inserted row, a quarter of the database's time in a
// 100,000-shift sync. What it guaranteed stays, once per statement instead of per row:
// - the sync's one write statement (server/fleks/sync/upsert-synced-rows.ts) key-share-locks
//   the organisation row and stores nothing when it is gone, so no row outlives its
//   organisation and a deletion waits for a page being written;
// - deleting an organisation deletes its synced rows (this trigger, as the cascade did).
// (Function bodies are one line: run-statements splits on ';' at a line's end.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table fleks_employees drop constraint fleks_employees_organization_id_fkey;
    alter table fleks_clients drop constraint fleks_clients_organization_id_fkey;
    alter table fleks_projects drop constraint fleks_projects_organization_id_fkey;
    alter table fleks_jobs drop constraint fleks_jobs_organization_id_fkey;
    alter table fleks_shifts drop constraint fleks_shifts_organization_id_fkey;

    create function system.delete_synced_rows_of_organization() returns trigger language plpgsql as $$
      begin delete from fleks_employees where organization_id = old.id; delete from fleks_clients where organization_id = old.id; delete from fleks_projects where organization_id = old.id; delete from fleks_jobs where organization_id = old.id; delete from fleks_shifts where organization_id = old.id; return null; end
    $$;
    create trigger organizations_delete_synced_rows after delete on organizations
      for each row execute function system.delete_synced_rows_of_organization();
  `,
  );
}
