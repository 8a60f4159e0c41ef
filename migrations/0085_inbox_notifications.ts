import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// 'Krijgt meldingen van de inbox' on the Users screen: a User (a planner who works the inbox)
// the admins choose is told of questions for HR as the owners and admins are. Owners and
// admins are always told, so the switch only adds colleagues; off for everyone at first, as
// before. The table is published to Zero whole, so the column reaches the Users screen.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table organization_members add column inbox_notifications boolean not null default false;
  `,
  );
}
