import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { type SecretKeys, secretBox } from "./secret-box.ts";

/** Every column that holds a sealed secret, with the purpose its key is derived for. */
const SEALED_COLUMNS = [
  {
    table: "twilio_credentials",
    key: "organization_id",
    column: "auth_token_encrypted",
    purpose: "twilio-credentials",
  },
  { table: "external_integrations", key: "id", column: "api_key_encrypted", purpose: "external-integration-api-keys" },
  {
    table: "integration_webhook_endpoints",
    key: "id",
    column: "secret_encrypted",
    purpose: "fleks-webhook-signing-secrets",
  },
  {
    table: "integration_webhook_endpoints",
    key: "id",
    column: "previous_secret_encrypted",
    purpose: "fleks-webhook-signing-secrets",
  },
] as const;

export type ResealOutcome = { resealed: number; unreadable: Array<{ table: string; column: string; key: string }> };

/**
 * Re-seals every stored secret that opens only under an APP_SECRET_PREVIOUS under the
 * current APP_SECRET, so the previous one can be removed afterwards. Runs with the
 * migrations; a value no key opens is left as it is and reported (its admin saves it again).
 */
export async function resealSecrets(db: Db, keys: SecretKeys): Promise<ResealOutcome> {
  const outcome: ResealOutcome = { resealed: 0, unreadable: [] };
  if (!keys.previousAppSecrets?.length) return outcome;
  await db.transaction().execute(async (trx) => {
    for (const c of SEALED_COLUMNS) {
      const box = secretBox(keys, c.purpose);
      const { rows } = await sql<{ key: string; sealed: string }>`
        select ${sql.ref(c.key)} as key, ${sql.ref(c.column)} as sealed from ${sql.table(c.table)}
        where ${sql.ref(c.column)} is not null for update`.execute(trx);
      for (const row of rows) {
        let resealed: string | null;
        try {
          resealed = box.reseal(row.sealed);
        } catch {
          outcome.unreadable.push({ table: c.table, column: c.column, key: row.key });
          continue;
        }
        if (resealed === null) continue;
        await sql`update ${sql.table(c.table)} set ${sql.ref(c.column)} = ${resealed}
          where ${sql.ref(c.key)} = ${row.key}`.execute(trx);
        outcome.resealed++;
      }
    }
  });
  return outcome;
}
