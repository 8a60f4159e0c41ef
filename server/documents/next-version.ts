import { sql } from "kysely";
import { documentTitle } from "../../common/documents/document-title.ts";
import type { Db } from "../db/connect.ts";
import { sameTitle } from "./same-title.ts";

// Our own key space for advisory locks, apart from the documents' processing lock.
const LOCK_SPACE = 0x4456;

/**
 * The version number an upload named `filename` gets in the organisation: one above the
 * latest document of that name still there, or 1. Two uploads of one name at the same
 * moment take turns (a lock until `trx` ends), so they never share a number. A name is the
 * one employees read (documentTitle, in SQL document_title_key: migrations/0056), so the
 * Word file of a handbook there as PDF is its new version; case counts, as on the disk.
 */
export async function nextVersion(trx: Db, organizationId: string, filename: string): Promise<number> {
  const key = documentTitle(filename);
  await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${`${organizationId}/${key}`}))`.execute(trx);
  const latest = await trx
    .selectFrom("documents")
    .select((eb) => eb.fn.max("version").as("version"))
    .where("organization_id", "=", organizationId)
    .where(sameTitle(filename))
    .executeTakeFirst();
  return (latest?.version ?? 0) + 1;
}
