import { Hono } from "hono";
import { z } from "zod";
import { nl } from "../../common/i18n/nl.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/app-error.ts";
import { callerGuards } from "../http/require-role.ts";
import { validate } from "../http/validate.ts";
import { acceptInvitation } from "./accept-invitation.ts";

const failed = { title: nl.notifications.acceptFailed };

/** Accepting an invitation: any signed-in user, for an invitation addressed to them. */
export function invitationRoutes(deps: { auth: Auth; db: Db }) {
  const { requireSession } = callerGuards(deps);
  return new Hono().post(
    "/:id/accept",
    requireSession(),
    // An id that cannot exist reads like one that does not.
    validate("param", z.object({ id: z.uuid() }), { ...failed, status: 404 }),
    async (c) => {
      const result = await acceptInvitation(deps.db, c.var.user, c.req.valid("param").id);
      if (!result.ok)
        throw result.reason === "expired"
          ? new AppError("gone", 410, failed.title)
          : new AppError("not_found", 404, failed.title);
      return c.json(result);
    },
  );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type InvitationRoutes = ReturnType<typeof invitationRoutes>;
