import { Hono } from "hono";
import { strongestPlatformRole } from "../../common/zero/roles.ts";
import type { RuntimeConfig } from "../config.ts";
import type { Db } from "../db/connect.ts";
import { callerGuards } from "../http/require-role.ts";
import type { Auth } from "./create-auth.ts";

/** Who is signed in (GET /me) and the public facts the sign-in page needs (GET /config). */
export function sessionRoutes(deps: {
  auth: Auth;
  db: Db;
  config: Pick<RuntimeConfig, "socialProviders" | "devMailbox">;
}) {
  const { requireSession } = callerGuards(deps);
  return (
    new Hono()
      // Which social buttons to show, and whether the dev mailbox link is there.
      .get("/config", (c) =>
        c.json({ socialProviders: deps.config.socialProviders, devMailbox: deps.config.devMailbox }),
      )
      .get("/me", requireSession(), async (c) => {
        const user = c.var.user;
        const roles = await deps.db.selectFrom("user_roles").select("role").where("user_id", "=", user.id).execute();
        return c.json({ user, platformRole: strongestPlatformRole(roles.map((r) => r.role)) });
      })
  );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type SessionRoutes = ReturnType<typeof sessionRoutes>;
