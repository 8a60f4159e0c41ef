import { mustGetMutator, mustGetQuery } from "@rocicorp/zero";
import { handleMutateRequest, handleQueryRequest } from "@rocicorp/zero/server";
import { zeroPostgresJS } from "@rocicorp/zero/server/adapters/postgresjs";
import { Hono } from "hono";
import type { Sql } from "postgres";
import { nl } from "../../common/i18n/nl.ts";
import { hasNulByte } from "../../common/input/nul-bytes.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { validationMessage } from "../../common/zero/validation-message.ts";
import { schema } from "../../zero-schema.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/app-error.ts";
import { contextFromRequest } from "./context-from-request.ts";

/** A statement the database cancelled at the pool's statement timeout (a lock held too long, an overloaded server). */
const timedOut = (err: unknown) => (err as { code?: unknown })?.code === "57014";

/**
 * Endpoints zero-cache calls with the browser's forwarded cookie. Mutators run on `zeroSql`,
 * a pool the launcher opens with the statement timeout every runtime connection has and
 * closes on stop: a mutator waiting on a row another session holds fails after it, instead
 * of holding a connection (and the user's write) for as long as that lock lasts.
 */
export function zeroRoutes(deps: { auth: Auth; db: Db; zeroSql: Sql }) {
  // Zero bundles its own postgres.js (3.4.7 beside our 3.4.9): the same API, other type identities.
  const dbProvider = zeroPostgresJS(schema, deps.zeroSql as unknown as Parameters<typeof zeroPostgresJS>[1]);
  return new Hono()
    .post("/query", async (c) => {
      const ctx = await contextFromRequest(deps.auth, deps.db, c.req.raw.headers);
      if (!ctx) throw new AppError("unauthenticated", 401, nl.http.notSignedIn);
      const res = await handleQueryRequest({
        handler: (name, args) => mustGetQuery(queries, name).fn({ args, ctx }),
        schema,
        request: c.req.raw,
        userID: ctx.userID,
      });
      return c.json(res);
    })
    .post("/mutate", async (c) => {
      const ctx = await contextFromRequest(deps.auth, deps.db, c.req.raw.headers);
      if (!ctx) throw new AppError("unauthenticated", 401, nl.http.notSignedIn);
      const res = await handleMutateRequest({
        dbProvider,
        handler: (transact) =>
          transact(async (tx, name, args) => {
            try {
              // Postgres text cannot hold a NUL byte: refuse it in Dutch rather than with the database's error.
              if (hasNulByte(args)) throw new Error(nl.http.invalidInput);
              return await mustGetMutator(mutators, name).fn({ tx, args, ctx });
            } catch (err) {
              // One line per refusal (who, what, why): Zero's own warnings print two stack traces each.
              console.warn(`[zero] ${name} refused for user ${ctx.userID}: ${(err as Error).message}`);
              // The user reads this in a toast: Postgres' own English text says nothing to them.
              if (timedOut(err)) throw new Error(nl.http.databaseBusy);
              // Zero's own check of a mutator's zod schema answers in English, naming the mutator
              // and zod's issues: the user gets the schema's own Dutch message instead.
              if ((err as Error)?.name === "InputValidationError")
                throw new Error(validationMessage((err as { result?: unknown }).result));
              throw err;
            }
          }),
        request: c.req.raw,
        userID: ctx.userID,
        // Zero's errors (a push it cannot parse, a failed commit) stay; see the line above for refusals.
        logLevel: "error",
      });
      return c.json(res);
    });
}
