import type { Kysely } from "kysely";
import type { Database } from "../db/types.ts";

/** Which of `phones` sent STOP to the organisation (and not START since): nothing it starts may reach them. */
export async function optedOutPhones(
  db: Kysely<Database>,
  organizationId: string,
  phones: readonly string[],
): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  // The suppression list, not the conversations: it outlives retention and erasure.
  const rows = await db
    .selectFrom("system.whatsapp_suppressions")
    .select("phone")
    .where("organization_id", "=", organizationId)
    .where("phone", "in", phones)
    .execute();
  return new Set(rows.map((r) => r.phone));
}
