import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Every message an organisation sends (the assistant's replies, staff's, resends, welcomes,
// the test message) takes its moment from one clock per organisation, so together they stay
// under WhatsApp's throughput (takeSendSlot). It is its own table, apart from the bulk line
// of system.send_pace: an import holds that row's lock for its whole transaction, and a
// reply must not wait for an import to commit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `create table system.send_clock (
       organization_id text primary key references organizations(id) on delete cascade,
       next_at timestamptz not null
     );`,
  );
}
