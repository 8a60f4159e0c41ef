import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

// Our own key space for advisory locks, apart from the documents' processing lock.
const LOCK_SPACE = 0x4456;

/**
 * The version number an upload named `filename` gets in the organisation: one above the
 * latest document of that name still there, or 1. Two uploads of one name at the same
 * moment take turns (a lock until `trx` ends), so they never share a number. Names match
 * exactly: "Handboek.txt" and "handboek.txt" are two documents, as on the disk they came from.
 */
export async function nextVersion(trx: Db, organizationId: string, filename: string): Promise<number> {
  await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${`${organizationId}/${filename}`}))`.execute(trx);
  const latest = await trx
    .selectFrom("documents")
    .select((eb) => eb.fn.max("version").as("version"))
    .where("organization_id", "=", organizationId)
    .where("filename", "=", filename)
    .executeTakeFirst();
  return (latest?.version ?? 0) + 1;
}
