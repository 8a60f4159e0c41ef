import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { nl } from "../../common/i18n/nl.ts";
import { databaseAway } from "../db/group-commit.ts";
import { AppError } from "./app-error.ts";

/**
 * app.onError: every failure leaves as { error: { code, title, description } }. Hono's own
 * refusals (malformed JSON, a body over its limit) come as HTTPException; anything else is
 * a bug, logged, and the user sees the generic Dutch message. A database that is away (out of
 * reach, no connection or answer within the app's bound, a statement timed out, a deadlock)
 * is no bug of the request: 503 with Retry-After, logged in one line.
 */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof AppError) return c.json(err.toEnvelope(), err.status);
  if (err instanceof HTTPException && err.status < 500) {
    const code = err.status === 401 ? "unauthenticated" : err.status === 413 ? "too_large" : "invalid_input";
    const title =
      err.status === 401 ? nl.http.notSignedIn : err.status === 413 ? nl.http.tooLarge : nl.http.invalidInput;
    return c.json(new AppError(code, err.status, title).toEnvelope(), err.status);
  }
  // better-auth wraps the database's error in its own ("Failed to get session"), as its cause.
  if (databaseAway(err) || databaseAway(err.cause) || databaseAway((err.cause as Error | undefined)?.cause)) {
    console.error(`${c.req.method} ${c.req.path}: database away: ${err.message}`);
    const away = new AppError("unavailable", 503, nl.http.databaseAway);
    return c.json(away.toEnvelope(), 503, { "retry-after": "5" });
  }
  console.error(`${c.req.method} ${c.req.path}`, err);
  return c.json(new AppError("internal", 500, nl.http.internal).toEnvelope(), 500);
}
