import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";

/**
 * After an import: each platform employee it planned keeps the note the plan gave it (why it
 * was left out, what to fix, or none), which Medewerkers shows next to them, and is no longer
 * marked as changed in Fleks (its changes were just applied, or skipped with that note).
 * One statement for the whole plan; only rows that differ are written.
 */
export async function recordImportNotes(
  trx: Db,
  organizationId: string,
  notes: readonly { uuid: string; note: string | null }[],
): Promise<void> {
  if (notes.length === 0) return;
  await sql`update fleks_employees f set import_note = n.note, changed = false
    from unnest(${notes.map((n) => n.uuid)}::text[], ${notes.map((n) => n.note)}::text[]) as n(uuid, note)
    where f.organization_id = ${organizationId} and f.uuid = n.uuid
      and (f.import_note is distinct from n.note or f.changed)`.execute(trx);
}
