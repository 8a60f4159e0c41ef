import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";

// One folder at a time, in any process; another dispatcher meanwhile reads the changes as
// they are (its count is exact either way).
const FOLD_LOCK = 0x4f5457;

/**
 * Folds the changes the outbox's triggers appended (system.outbox_waiting_changes,
 * migrations/0076) into each organisation's count of waiting rows (system.outbox_waiting),
 * so the dispatcher's read of a count stays a few rows. A change and its fold commit
 * together: any snapshot sees a change either still appended or already folded, never both.
 * A count that reaches 0 is removed (by a statement of its own: one statement cannot change a
 * row twice). Returns how many changes it folded.
 */
export async function foldOutboxWaiting(db: Db): Promise<number> {
  const { rows } = await sql<{ folded: string }>`
    with gone as (
      delete from system.outbox_waiting_changes where pg_try_advisory_xact_lock(${FOLD_LOCK})
      returning organization_id, n
    ), sums as (
      select organization_id, sum(n) as n from gone group by organization_id having sum(n) <> 0
    ), folded as (
      insert into system.outbox_waiting as w (organization_id, waiting)
      select organization_id, n from sums
      on conflict (organization_id) do update set waiting = w.waiting + excluded.waiting
    )
    select count(*) as folded from gone`.execute(db);
  const folded = Number(rows[0]?.folded ?? 0);
  // A concurrent fold that brings a count back from 0 waits for this delete, then inserts it anew.
  if (folded) await sql`delete from system.outbox_waiting where waiting = 0`.execute(db);
  return folded;
}
