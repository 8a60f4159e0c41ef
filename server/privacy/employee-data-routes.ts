import { type Context, Hono } from "hono";
import { z } from "zod";
import { nl } from "../../common/i18n/nl.ts";
import { recordActivity } from "../activity/record-activity.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/app-error.ts";
import { type CallerEnv, callerGuards } from "../http/require-role.ts";
import { validate } from "../http/validate.ts";
import { eraseEmployeeData } from "./erase-employee-data.ts";
import { eraseNumberData } from "./erase-number-data.ts";
import { exportEmployeeData } from "./export-employee-data.ts";
import { exportNumberData } from "./export-number-data.ts";
import { maySeeHealth } from "./may-see-health.ts";

const t = nl.privacy;
const params = z.object({ id: z.string().trim().min(1).max(100) });
const eraseInput = z.object({ confirmation: z.string().max(300) });

/**
 * The employees' rights under the AVG, for admins: download everything stored about one
 * employee, or erase it after typing their name; download or erase (after typing the
 * number) the conversations of a number no employee record holds. All are written to the
 * activity log.
 */
export function employeeDataRoutes(deps: { auth: Auth; db: Db }) {
  const { requireRole } = callerGuards(deps);
  const notFound = () => new AppError("not_found", 404, t.employeeNotFound);
  const adminsOnly = (title: string) =>
    requireRole("admin", { forbidden: { title, description: nl.settings.onlyAdmins } });
  // An archive for the right of access must be whole, so one holding a sick report is not
  // handed out with it masked: only a colleague who may see health data downloads it.
  const refuseHiddenHealth = async (c: Context<CallerEnv>, conversations: { messages: { is_health: boolean }[] }[]) => {
    const health = conversations.some((conversation) => conversation.messages.some((m) => m.is_health));
    if (health && !(await maySeeHealth(deps.db, c.var.user.id, c.var.organizationId)))
      throw new AppError("forbidden", 403, t.exportFailed, t.exportNeedsHealthAccess);
  };
  // An archive is a download that no cache keeps.
  const download = (c: Context, filename: string) => {
    c.header("Content-Disposition", `attachment; filename="${filename}"`);
    c.header("Cache-Control", "no-store");
  };
  return new Hono()
    .get(
      "/:id/export",
      adminsOnly(t.exportFailed),
      validate("param", params, { title: t.employeeNotFound }),
      async (c) => {
        const { id } = c.req.valid("param");
        const organizationId = c.var.organizationId;
        const archive = await exportEmployeeData(deps.db, organizationId, id);
        if (!archive) throw notFound();
        await refuseHiddenHealth(c, archive.conversations);
        await recordActivity(deps.db, {
          organizationId,
          actorUserId: c.var.user.id,
          kind: "employee_exported",
          target: id,
        });
        download(c, `medewerker-${id}.json`);
        return c.json(archive);
      },
    )
    .post(
      "/:id/erase",
      adminsOnly(t.eraseFailed),
      validate("param", params, { title: t.employeeNotFound }),
      validate("json", eraseInput, { title: t.eraseFailed, description: t.eraseMismatch }),
      async (c) => {
        const { id } = c.req.valid("param");
        const organizationId = c.var.organizationId;
        const erasure = await eraseEmployeeData(
          deps.db,
          organizationId,
          id,
          c.var.user.id,
          c.req.valid("json").confirmation,
        );
        if (!erasure) throw notFound();
        if (erasure === "mismatch") throw new AppError("invalid_input", 400, t.eraseFailed, t.eraseMismatch);
        return c.json(erasure);
      },
    )
    .get(
      "/conversations/:id/export",
      adminsOnly(t.exportFailed),
      validate("param", params, { title: t.conversationNotFound }),
      async (c) => {
        const { id } = c.req.valid("param");
        const organizationId = c.var.organizationId;
        const archive = await exportNumberData(deps.db, organizationId, id);
        if (!archive) throw new AppError("not_found", 404, t.conversationNotFound);
        if (archive === "employee") throw new AppError("invalid_input", 400, t.exportFailed, t.exportNumberLinked);
        await refuseHiddenHealth(c, archive.conversations);
        await recordActivity(deps.db, {
          organizationId,
          actorUserId: c.var.user.id,
          kind: "conversation_exported",
          target: id,
          details: { conversations: archive.conversations.length },
        });
        download(c, `gesprekken-${id}.json`);
        return c.json(archive);
      },
    )
    .post(
      "/conversations/:id/erase",
      adminsOnly(t.eraseFailed),
      validate("param", params, { title: t.conversationNotFound }),
      validate("json", eraseInput, { title: t.eraseFailed, description: t.eraseNumberMismatch }),
      async (c) => {
        const erasure = await eraseNumberData(
          deps.db,
          c.var.organizationId,
          c.req.valid("param").id,
          c.var.user.id,
          c.req.valid("json").confirmation,
        );
        if (!erasure) throw new AppError("not_found", 404, t.conversationNotFound);
        if (erasure === "mismatch") throw new AppError("invalid_input", 400, t.eraseFailed, t.eraseNumberMismatch);
        if (erasure === "employee") throw new AppError("invalid_input", 400, t.eraseFailed, t.eraseNumberLinked);
        return c.json(erasure);
      },
    );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type EmployeeDataRoutes = ReturnType<typeof employeeDataRoutes>;
