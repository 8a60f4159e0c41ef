// Postgres' codes for a backend ended under its client (pg_terminate_backend, a fast
// shutdown: 57P01; another backend's crash: 57P02), postgres.js' for a connection that closed
// or was destroyed under a query, and Node's for a socket reset or written after it closed.
const LOST = new Set(["57P01", "57P02", "CONNECTION_CLOSED", "CONNECTION_DESTROYED", "ECONNRESET", "EPIPE"]);

/**
 * Whether a query or a wait for a connection failed because the connection it was on ended
 * (not because the database is out of reach, slow, or refused what was asked): a fresh
 * connection from the same pool may well answer it.
 */
export function connectionLost(err: unknown): boolean {
  return LOST.has(String((err as { code?: unknown })?.code ?? ""));
}
