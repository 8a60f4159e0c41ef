import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The rollup rows are keyed by an id made from their natural key (the organisation for
// inbox_counts, organisation and day for analytics_daily), and their triggers upsert on that
// id. A second unique constraint on the same columns is redundant and harmful: when two
// transactions create the row at once, Postgres checks the non-arbiter constraint first and
// raises a duplicate-key error instead of letting ON CONFLICT (id) turn the second insert into
// an update. So the message or conversation write that fired the trigger failed. A plain index
// keeps the lookups by organisation (and day) fast.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table inbox_counts drop constraint inbox_counts_organization_id_key;
    alter table analytics_daily drop constraint analytics_daily_organization_id_day_key;
    create index analytics_daily_org_day_idx on analytics_daily(organization_id, day);
  `,
  );
}
