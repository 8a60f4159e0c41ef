import { mustGetMutator, mustGetQuery } from "@rocicorp/zero";
import { handleMutateRequest, handleQueryRequest } from "@rocicorp/zero/server";
import { zeroPostgresJS } from "@rocicorp/zero/server/adapters/postgresjs";
import { Hono } from "hono";
import { nl } from "../../common/i18n/nl.ts";
import { hasNulByte } from "../../common/input/nul-bytes.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { schema } from "../../zero-schema.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/app-error.ts";
import { contextFromRequest } from "./context-from-request.ts";

/** Endpoints zero-cache calls with the browser's forwarded cookie. */
export function zeroRoutes(deps: { auth: Auth; db: Db; databaseUrl: string }) {
  const dbProvider = zeroPostgresJS(schema, deps.databaseUrl);
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
