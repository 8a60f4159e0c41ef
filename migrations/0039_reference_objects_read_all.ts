import { type Kysely, sql } from "kysely";

// Connections saved before this put the default 'modified since -30d' on every object, so
// employees, clients, projects and jobs unchanged for a month never arrived. That default is
// now on shifts only (server/fleks/save-fleks-connection.ts); here the stored default leaves
// the reference objects and their cursor is rewound, so the next run reads everything. A
// user who typed exactly '-30d' cannot be told apart from the default and loses it too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update integration_sync_objects
    set filters = filters - 'modifiedSince', cursor = to_timestamp(0), updated_at = now()
    where object in ('employees', 'clients', 'projects', 'jobs') and filters ->> 'modifiedSince' = '-30d'`.execute(db);
}
