import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

/** The passages a run keeps answering until it completes: ids up to `keptUpTo`, `kept` of them. */
export type PassageRun = { keptUpTo: string; kept: number };

/**
 * Starts a processing run of a document (under its lock). The passages of its last
 * completed run stay: they keep answering until this run completes, and stay if it fails.
 * The run's own passages are told apart by their ids: ids only grow, so everything this
 * run inserts lies above the last kept one. A completed run's passages are the document's
 * `passage_count` oldest (each completion removes everything older); anything above them
 * is left over from a run that died half-way, and goes now. A set that does not add up
 * (left over from before runs kept their predecessor's) is not kept.
 */
export async function beginPassageRun(conn: Db, doc: { id: string; passage_count: number }): Promise<PassageRun> {
  const { rows } = await sql<{ kept_up_to: string; kept: number }>`
    select coalesce(max(id), 0)::text as kept_up_to, count(*)::int as kept
    from (select id from document_passages where document_id = ${doc.id}
          order by id limit ${doc.passage_count}) s`.execute(conn);
  const run = rows[0]?.kept === doc.passage_count ? { keptUpTo: rows[0].kept_up_to, kept: rows[0].kept } : null;
  const keptUpTo = run?.keptUpTo ?? "0";
  await conn.deleteFrom("document_passages").where("document_id", "=", doc.id).where("id", ">", keptUpTo).execute();
  return run ?? { keptUpTo, kept: 0 };
}
