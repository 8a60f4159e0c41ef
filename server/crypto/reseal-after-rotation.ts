import type { Db } from "../db/connect.ts";
import { resealSecrets } from "./reseal-secrets.ts";
import type { SecretKeys } from "./secret-box.ts";

/** The migration step of a rotation: re-seals, then says whether APP_SECRET_PREVIOUS may go. */
export async function resealAfterRotation(db: Db, keys: SecretKeys, log: (line: string) => void): Promise<void> {
  if (!keys.previousAppSecrets?.length) return;
  const { resealed, unreadable } = await resealSecrets(db, keys);
  log(`APP_SECRET rotation: ${resealed} stored secret(s) re-sealed under the current APP_SECRET`);
  if (unreadable.length === 0) {
    log("every stored secret opens under APP_SECRET: APP_SECRET_PREVIOUS can be removed");
    return;
  }
  for (const u of unreadable)
    log(`cannot open ${u.table}.${u.column} of ${u.key} with any secret: its admin must enter it again`);
}
