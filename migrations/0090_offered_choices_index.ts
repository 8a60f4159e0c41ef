import { type Kysely, sql } from "kysely";

// 'Onbeantwoorde vragen' also lists questions whose offered choices lapsed. Those replies
// are found from their explanation, and without an index of their own the period's read
// walked every message of the organisation. Partial, like the hand-over index: zero-cache
// replicates no partial index, so its replica is unchanged.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index whatsapp_messages_offered_idx on whatsapp_messages(organization_id, created_at)
    where is_from_bot and not handover and jsonb_path_exists(explanation, '$.parts[*].offered[0]')`.execute(db);
}
