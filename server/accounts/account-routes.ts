import { Hono } from "hono";
import { z } from "zod";
import { nl } from "../../common/i18n/nl.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/app-error.ts";
import { callerGuards } from "../http/require-role.ts";
import { validate } from "../http/validate.ts";
import { deleteAccount } from "./delete-account.ts";

const t = nl.accounts;
const input = z.object({ email: z.string().trim().min(1).max(320) });

/** Deleting a user's account by e-mail, for the organisation's admins (see delete-account.ts). */
export function accountRoutes(deps: { auth: Auth; db: Db }) {
  const { requireRole } = callerGuards(deps);
  return new Hono().post(
    "/delete",
    requireRole("admin", { forbidden: { title: t.deleteFailed, description: nl.settings.onlyAdmins } }),
    validate("json", input, { title: t.emailRequired, description: t.emailRequiredDescription }),
    async (c) => {
      const outcome = await deleteAccount(
        deps.db,
        { userId: c.var.user.id, role: c.var.role, organizationId: c.var.organizationId },
        c.req.valid("json").email,
      );
      if (!outcome.ok) {
        const code = outcome.status === 404 ? "not_found" : outcome.status === 403 ? "forbidden" : "invalid_input";
        throw new AppError(code, outcome.status, t.deleteFailed, outcome.reason);
      }
      return c.json({ ok: true, memberships: outcome.memberships });
    },
  );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type AccountRoutes = ReturnType<typeof accountRoutes>;
