import type { Kysely } from "kysely";
import type { Database } from "../db/types.ts";

/** Which of `phones` sent STOP to the organisation (and not START since): nothing it starts may reach them. */
export async function optedOutPhones(
  db: Kysely<Database>,
  organizationId: string,
  phones: readonly string[],
): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .selectFrom("conversations")
    .select("customer_phone")
    .where("organization_id", "=", organizationId)
    .where("customer_phone", "in", phones)
    .where("opted_out_at", "is not", null)
    .where("is_test", "=", false)
    .execute();
  return new Set(rows.map((r) => r.customer_phone));
}
