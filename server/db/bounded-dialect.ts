import { CompiledQuery, type DatabaseConnection, type Dialect, PostgresDriver, type QueryResult } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import { connectionLost } from "./connection-lost.ts";
import { DatabaseTimeoutError } from "./database-timeout-error.ts";

type Sql = postgres.Sql;
type Reserved = postgres.ReservedSql;
type Pending = ReturnType<Reserved["unsafe"]> & { state?: { pid?: number } };

/** Settles as `work` does, or fails with DatabaseTimeoutError after `ms` (0: waits as long as it takes). */
function within<T>(work: Promise<T>, ms: number, what: "connection" | "answer"): Promise<T> {
  if (!ms) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(what, ms)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A connection reserved from a pool, and how to count it handed back to that pool. */
type Lease = { reserved: Reserved; returned: () => void };

/**
 * One connection postgres.js reserved for a Kysely query or transaction. A query that gets no
 * answer within the bound fails, and the connection is never handed back to the pool: its
 * backend is ended, so postgres.js sees its socket close and opens a fresh connection in its
 * place. (Handed back, a connection whose answer went missing would take the next query into
 * the same silence.) Once broken, every further query on it (the transaction's rollback)
 * fails at once instead of waiting out the bound again.
 *
 * postgres.js learns that Postgres ended an idle connection only when it next reads its
 * socket, so the pool can hand out one whose backend is already gone. The first statement on
 * it (a query on its own, or a transaction's begin) then fails with the connection, and is
 * run once more on a fresh connection from the pool.
 */
class BoundedConnection implements DatabaseConnection {
  #pending: Pending | undefined;
  /** The backend's process id, once a query has reached it. */
  #pid: number | undefined;
  #broken = false;
  /** The error with which its connection ended under a query: nothing more is sent on it. */
  #lost: unknown;
  #used = false;
  #lease: Lease;
  readonly timeoutMs: number;
  readonly #lend: () => Promise<Lease>;
  readonly #end: (pid: number) => void;
  constructor(lease: Lease, timeoutMs: number, lend: () => Promise<Lease>, end: (pid: number) => void) {
    this.#lease = lease;
    this.timeoutMs = timeoutMs;
    this.#lend = lend;
    this.#end = end;
  }

  get reserved(): Reserved {
    return this.#lease.reserved;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const first = !this.#used;
    this.#used = true;
    try {
      return await this.#execute<R>(query);
    } catch (err) {
      // Safe to run again only while nothing can have taken effect: Postgres answers a statement
      // it committed before it reads (or dies on) anything else, so a first statement unanswered
      // on an ended connection did nothing; a later one's transaction was lost with it, and the
      // caller must hear that (the job registry retries, the HTTP seam answers 503).
      if (!first || this.#lost === undefined) throw err;
      // The ended connection is counted back, also when no fresh one comes (Kysely's release
      // then has nothing to do).
      this.#lease.returned();
      this.#lease = { reserved: this.#lease.reserved, returned: () => {} };
      this.#lease = await this.#lend();
      this.#lost = undefined;
      this.#pid = undefined;
      return await this.#execute<R>(query);
    }
  }

  async #execute<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#lost !== undefined) throw this.#lost;
    if (this.#broken) throw new DatabaseTimeoutError("answer", this.timeoutMs);
    // As kysely-postgres-js sends them: prepared, one command each (never the simple protocol).
    const options = { prepare: true, simple: false } as { prepare: boolean };
    const pending = this.reserved.unsafe(query.sql, [...query.parameters] as never[], options) as Pending;
    this.#pending = pending;
    try {
      const result = await within(pending, this.timeoutMs, "answer");
      const { command, count } = result;
      const changed = command === "INSERT" || command === "UPDATE" || command === "DELETE" || command === "MERGE";
      return { numAffectedRows: changed ? BigInt(count) : undefined, rows: Array.from(result.values()) as R[] };
    } catch (err) {
      if (err instanceof DatabaseTimeoutError) this.#broken = true;
      // postgres.js has moved the ended connection to its closed ones, and may already be opening
      // it again for another wait: a statement sent on after it (Kysely's rollback) would fail
      // that wait instead, and the pool lost the connection for good.
      else if (connectionLost(err)) this.#lost = err;
      throw err;
    } finally {
      this.#pid ??= pending.state?.pid;
      this.#pending = undefined;
    }
  }

  // Not bounded: a cursor's pace is its reader's (nothing of the app streams today).
  async *streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    this.#used = true;
    const cursor = this.reserved.unsafe(query.sql, [...query.parameters] as never[]).cursor(chunkSize);
    for await (const rows of cursor) yield { rows: rows as R[] };
  }

  /** Asks Postgres to cancel the query under way (Kysely's "cancel query" on an abort signal). */
  async cancelQuery(): Promise<void> {
    await this.#pending?.cancel();
  }

  /** Never to be handed back (see release): its answer went missing, or its rollback failed. */
  discard() {
    this.#broken = true;
  }

  release() {
    // Counted as handed back either way: a discarded one comes back as a fresh connection, an
    // ended one is postgres.js' to open again.
    this.#lease.returned();
    if (this.#lost !== undefined) return;
    if (!this.#broken) return this.reserved.release();
    const pid = this.#pid;
    // Without the backend's pid (no query reached it) the connection stays reserved until its
    // socket closes (postgres.js' keep-alive), still never reused.
    if (pid !== undefined) this.#end(pid);
  }
}

/** A postgres.js pool and how many of its connections are handed out now. */
type Pool = { sql: Sql; held: number };

/**
 * Kysely on postgres.js (the queries and transactions of kysely-postgres-js), with every
 * wait bounded: for a connection from the pool and for each query's answer, at most
 * `timeoutMs` (0: unbounded). postgres.js can leave a wait unsettled for good when Postgres
 * ends connections under it (porsager/postgres#1195: a reserve queued for an ended connection
 * is dropped on reconnect); bounded, the hang becomes DatabaseTimeoutError (code ETIMEDOUT,
 * "database away"), which the job registry retries and the HTTP seam answers with its
 * envelope. A connection handed out after its wait was given up goes straight back.
 *
 * After Postgres ended its connections under queries, postgres.js was also seen to lose
 * them (a reconnect of a socket still connecting, EALREADY): the pool then handed out no
 * connection at all, with none of them in use. A wait for a connection given up while fewer
 * than all are handed out is that, not a busy pool: the pool is replaced by a fresh one (same
 * options), and the old one ends once the work it still holds is done (at most the bound).
 */
class BoundedDriver extends PostgresDriver {
  readonly timeoutMs: number;
  #pool: Pool;
  readonly #old = new Set<Promise<void>>();
  constructor(sql: Sql, timeoutMs: number) {
    super({} as never);
    this.#pool = { sql, held: 0 };
    this.timeoutMs = timeoutMs;
  }

  override async init() {}

  override async acquireConnection(): Promise<DatabaseConnection> {
    // A wait for a connection that failed with one the pool was still opening (an error of the
    // ended one it replaces, see connectionLost) ran nothing: it waits once more.
    const lend = () => this.#lend().catch((err) => (connectionLost(err) ? this.#lend() : Promise.reject(err)));
    return new BoundedConnection(await lend(), this.timeoutMs, lend, (pid) => this.#endBackend(pid));
  }

  /** A connection reserved from the pool in use, within the bound. */
  async #lend(): Promise<Lease> {
    const pool = this.#pool;
    const reserving = pool.sql.reserve();
    try {
      const reserved = await within(reserving, this.timeoutMs, "connection");
      pool.held++;
      return { reserved, returned: () => pool.held-- };
    } catch (err) {
      if (err instanceof DatabaseTimeoutError) {
        reserving.then((late) => late.release()).catch(() => {});
        if (pool === this.#pool && pool.held < pool.sql.options.max) this.#renew(pool);
      }
      throw err;
    }
  }

  /** Ends a discarded connection's backend, through the pool in use (the connection's may be the stuck one). */
  #endBackend(pid: number) {
    within(this.#pool.sql`select pg_terminate_backend(${pid})`, this.timeoutMs, "answer").catch((err) =>
      console.error(`database: could not end backend ${pid} of a discarded connection: ${err.message}`),
    );
  }

  #renew(pool: Pool) {
    console.error(
      `database: the pool gave no connection within ${this.timeoutMs} ms with ${pool.held} of ${pool.sql.options.max} in use; opening a fresh pool`,
    );
    this.#pool = { sql: postgres(pool.sql.options as never), held: 0 };
    const ending = pool.sql.end({ timeout: Math.ceil(this.timeoutMs / 1000) }).catch(() => {});
    this.#old.add(ending);
    ending.then(() => this.#old.delete(ending));
  }

  // Kysely's own Postgres driver marks a connection whose rollback failed for discarding, by
  // a method of its own connections (kysely-postgres-js' lack it: a TypeError took the place
  // of the error). Here it is discarded as one whose answer went missing.
  override async rollbackTransaction(connection: DatabaseConnection) {
    try {
      await connection.executeQuery(CompiledQuery.raw("rollback"));
    } catch (err) {
      (connection as BoundedConnection).discard();
      throw err;
    }
  }

  override async releaseConnection(connection: DatabaseConnection) {
    (connection as BoundedConnection).release();
  }

  override async destroy() {
    await Promise.all([this.#pool.sql.end(), ...this.#old]);
  }
}

/** The dialect every Kysely instance of the app uses (see BoundedDriver). */
export function boundedDialect(sql: Sql, timeoutMs: number): Dialect {
  const plain = new PostgresJSDialect({ postgres: sql });
  if (!timeoutMs) return plain;
  return {
    createAdapter: () => plain.createAdapter(),
    createIntrospector: (db) => plain.createIntrospector(db),
    createQueryCompiler: () => plain.createQueryCompiler(),
    createDriver: () => new BoundedDriver(sql, timeoutMs),
  };
}
