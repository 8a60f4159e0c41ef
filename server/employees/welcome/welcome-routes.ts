import { Hono } from "hono";
import { z } from "zod";
import { welcomeSendInput, welcomeSettingsInput } from "../../../common/employees/welcome.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/app-error.ts";
import { callerGuards } from "../../http/require-role.ts";
import { validate } from "../../http/validate.ts";
import { enqueueWelcomes } from "./enqueue-welcomes.ts";
import { findWelcomeTemplate } from "./find-welcome-template.ts";
import { saveWelcomeSettings } from "./save-welcome-settings.ts";

const t = nl.employeeWelcome;
const idParam = z.object({ id: z.string().min(1).max(100) });
const onboardInput = z.object({ employee_id: z.string().min(1).max(100) });

/** Refuses before anything is queued when the organisation cannot send a welcome yet. */
async function requireWelcomeSetup(db: Db, organizationId: string) {
  const setup = await findWelcomeTemplate(db, organizationId);
  if (!setup.ok) throw new AppError("not_configured", 409, setup.title, setup.description);
}

/** Queues the welcomes and logs how many, in one transaction (ids and counts only, no names). */
function queueAndLog(db: Db, organizationId: string, userId: string, employeeIds: string[]) {
  return db.transaction().execute(async (tx) => {
    const summary = await enqueueWelcomes(tx, { organizationId, employeeIds, requestedBy: userId });
    if (summary.queued.length > 0)
      await recordActivity(tx, {
        organizationId,
        actorUserId: userId,
        kind: "employees_welcomed",
        details: { queued: summary.queued.length, skipped: summary.skipped.length },
      });
    return summary;
  });
}

/** employee-onboard: queues one employee's welcome and answers with their name. */
async function onboardOne(db: Db, organizationId: string, userId: string, id: string) {
  const employee = await db
    .selectFrom("employees")
    .select(["id", "first_name", "last_name"])
    .where("id", "=", id)
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  if (!employee) throw new AppError("not_found", 404, t.failed, t.notFound);
  await requireWelcomeSetup(db, organizationId);
  const summary = await queueAndLog(db, organizationId, userId, [id]);
  return {
    employee_id: employee.id,
    employee_name: `${employee.first_name} ${employee.last_name}`.trim(),
    queued: summary.queued.length === 1,
    reason: summary.skipped[0]?.reason ?? null,
  };
}

/**
 * The WhatsApp welcome (admins): send it to a selection of employees, to one employee (the
 * spec's employee-onboard function, which answers with the employee's name), and choose
 * the organisation's welcome template. Sending only queues: the employee_welcome job sends.
 */
export function welcomeRoutes(deps: { auth: Auth; db: Db }) {
  const { requireRole } = callerGuards(deps);
  const admin = (title: string) => requireRole("admin", { forbidden: { title, description: t.adminsOnly } });
  return (
    new Hono()
      .post(
        "/welcome",
        admin(t.failed),
        validate("json", welcomeSendInput, { title: t.failed, description: t.invalidSelection }),
        async (c) => {
          await requireWelcomeSetup(deps.db, c.var.organizationId);
          const ids = c.req.valid("json").employeeIds;
          return c.json(await queueAndLog(deps.db, c.var.organizationId, c.var.user.id, ids));
        },
      )
      .post(
        "/:id/onboard",
        admin(t.failed),
        validate("param", idParam, { title: t.failed, description: t.notFound }),
        async (c) => c.json(await onboardOne(deps.db, c.var.organizationId, c.var.user.id, c.req.valid("param").id)),
      )
      // The spec's shape of the same function: the employee's id in the body.
      .post(
        "/onboard",
        admin(t.failed),
        validate("json", onboardInput, { title: t.failed, description: t.notFound }),
        async (c) =>
          c.json(await onboardOne(deps.db, c.var.organizationId, c.var.user.id, c.req.valid("json").employee_id)),
      )
      .put(
        "/welcome/settings",
        admin(t.saveFailed),
        validate("json", welcomeSettingsInput, { title: t.saveFailed, description: t.invalidSettings }),
        async (c) => {
          const input = c.req.valid("json");
          if (input.template_id) {
            const template = await deps.db
              .selectFrom("whatsapp_templates")
              .select("id")
              .where("id", "=", input.template_id)
              .where("organization_id", "=", c.var.organizationId)
              .where("is_active", "=", true)
              .executeTakeFirst();
            if (!template) throw new AppError("invalid_input", 400, t.saveFailed, t.unknownTemplate);
          }
          await saveWelcomeSettings(deps.db, c.var.organizationId, input);
          await recordActivity(deps.db, {
            organizationId: c.var.organizationId,
            actorUserId: c.var.user.id,
            kind: "welcome_settings_changed",
            target: input.template_id,
          });
          return c.json({ ok: true as const });
        },
      )
  );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type WelcomeRoutes = ReturnType<typeof welcomeRoutes>;
