/**
 * The database gave no connection or no answer within the app's bound
 * (DATABASE_CLIENT_TIMEOUT_MS). Its code is Node's ETIMEDOUT, so `databaseAway` and
 * `unreachable` (group-commit.ts) count it as the database being away, as a refused
 * connection is: the webhook spools, the HTTP seam answers 503, a job is retried.
 */
export class DatabaseTimeoutError extends Error {
  readonly code = "ETIMEDOUT";
  constructor(what: "connection" | "answer", ms: number) {
    super(`the database gave no ${what} within ${ms} ms`);
    this.name = "DatabaseTimeoutError";
  }
}
