import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { documentLockHeld } from "./document-lock-held.ts";
import { DocumentLockLost } from "./with-document-lock.ts";

export type PassageRow = {
  document_id: string;
  organization_id: string;
  position: number;
  heading: string;
  content: string;
};

/**
 * Inserts one batch of a run's passages, in a statement that inserts nothing once the run's
 * lock (held by backend `lockPid`) is gone: a run that lost its lock cannot write beside the
 * run that took over, even before it notices. Throws DocumentLockLost when that happened.
 * The statement text starts as Kysely's own insert did, which waitForEarlierWrites looks for.
 * The batch goes as five arrays, one per column, rather than five parameters per row: for a
 * 50 MB handbook (98k passages) building and sending half a million parameters cost the job
 * worker about 1.7 s of CPU, which the database, indexing the passages on the same two
 * cores, then lacked; as arrays it is about 1 s (Postgres' own work is the same).
 */
export async function insertPassages(db: Db, lockPid: number, rows: PassageRow[]): Promise<void> {
  if (!rows.length) return;
  const documentId = rows[0].document_id;
  const column = <K extends keyof PassageRow>(key: K) => rows.map((r) => r[key]);
  const result = await sql`insert into "document_passages" (document_id, organization_id, position, heading, content)
    select * from unnest(${column("document_id")}::text[], ${column("organization_id")}::text[],
      ${column("position")}::int[], ${column("heading")}::text[], ${column("content")}::text[])
    where ${documentLockHeld(documentId, lockPid)}`.execute(db);
  if (Number(result.numAffectedRows ?? 0) < rows.length)
    throw new DocumentLockLost("document lock: gone when a batch of passages was written");
}
