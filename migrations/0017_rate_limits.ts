import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Attempts per client address and action (sign-in, sign-up, password reset, accepting an
// invitation) in the current window. In Postgres rather than in each process's memory, so
// every app server behind a load balancer counts the same attempts. Not published to Zero.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table system.rate_limits (
      key text primary key,
      hits integer not null,
      window_ends timestamptz not null
    );
    create index rate_limits_window_ends on system.rate_limits (window_ends);
  `,
  );
}
