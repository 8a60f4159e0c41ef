import { sql } from "kysely";
import type { Db } from "../../server/db/connect.ts";

/**
 * Two transactions on two connections of `db` that cross: both begin, `setup` does each one's
 * first writes, then `first` and `second` run at once, each followed by its commit. Returns
 * each one's outcome, "committed" or its error's message ("deadlock detected"); a refused one
 * is rolled back, so the connections go back to the pool clean.
 */
export async function crossing(
  db: Db,
  setup: (one: Db, two: Db) => Promise<unknown>,
  first: (one: Db) => Promise<unknown>,
  second: (two: Db) => Promise<unknown>,
): Promise<string[]> {
  return db.connection().execute(async (one) =>
    db.connection().execute(async (two) => {
      await sql`begin`.execute(one);
      await sql`begin`.execute(two);
      await setup(one, two);
      const outcomes = await Promise.allSettled([
        first(one).then(() => sql`commit`.execute(one)),
        second(two).then(() => sql`commit`.execute(two)),
      ]);
      for (const [i, o] of outcomes.entries())
        if (o.status === "rejected") await sql`rollback`.execute(i === 0 ? one : two);
      return outcomes.map((o) => (o.status === "fulfilled" ? "committed" : String((o.reason as Error).message)));
    }),
  );
}

/**
 * `rounds` rounds of `perRound` runs of `work` at once (each a transaction that takes its
 * locks in its own random order); the error messages of those refused, [] when all committed.
 */
export async function refusedOfMany(rounds: number, perRound: number, work: () => Promise<unknown>) {
  const refused: string[] = [];
  const one = () => work().catch((err: unknown) => refused.push(String((err as Error).message)));
  for (let round = 0; round < rounds; round++) await Promise.all(Array.from({ length: perRound }, one));
  return refused;
}

/** Resolves once some backend of `db`'s database waits for a lock (or after 5 s): another transaction's write or commit is under way. */
export async function someoneWaits(db: Db) {
  for (let i = 0; i < 100; i++) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where wait_event_type = 'Lock' and datname = current_database()`.execute(db);
    if (rows[0].n > 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}
