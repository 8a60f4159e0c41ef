import { Hono } from "hono";
import { stream } from "hono/streaming";
import { z } from "zod";
import { isDay } from "../../../common/analytics/period.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { type ActionOptions, SYNC_OBJECTS, type SyncObject } from "../../../common/integrations/sync-kinds.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/app-error.ts";
import { callerGuards } from "../../http/require-role.ts";
import { validate } from "../../http/validate.ts";
import { enqueueSync } from "../sync/enqueue-sync.ts";
import { findFleksIntegration } from "../sync/load-fleks-connection.ts";
import { amsterdamMidnight } from "./amsterdam-midnight.ts";
import { enqueueAction } from "./enqueue-action.ts";
import { logExport } from "./log-export.ts";
import { syncedCsvLines } from "./synced-csv-lines.ts";

const t = nl.fleksActions;
const invalid = { title: t.invalidInput, description: t.invalidInputDescription };
const object = z.enum(SYNC_OBJECTS);
const importInput = z.object({
  dryRun: z.boolean().optional(),
  // Stored on the run; the welcome job sends after a real import (never after a dry-run).
  welcome: z.boolean().optional(),
  // One or a selection of platform employees (Medewerkers); all when left out.
  uuids: z.array(z.string().trim().min(1).max(200)).min(1).max(1000).optional(),
});
const objectInput = z.object({ object, dryRun: z.boolean().optional() });
const backfillInput = z.object({
  object,
  // A real calendar day (not 2026-02-30), not before 2000 and not after tomorrow.
  since: z
    .string()
    .refine((v) => isDay(v) && v >= "2000-01-01" && v <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)),
  dryRun: z.boolean().optional(),
});

type Deps = { auth: Auth; db: Db };

/**
 * The Fleks page's Actions tab, for admins of the organisation (x-organization-id): start
 * an import, a (dry-run) sync, a reconcile or a backfill, each a recorded run the Monitor
 * shows, and download an object's synced rows as CSV. Members are refused; they follow the
 * runs through Zero.
 */
export function fleksActionRoutes(deps: Deps) {
  const { requireRole } = callerGuards(deps);
  const admin = (title: string) =>
    requireRole("admin", { forbidden: { title, description: nl.errors.notFoundOrNotAuthorized } });
  const stored = async (organizationId: string) => {
    const row = await findFleksIntegration(deps.db, organizationId);
    if (!row?.is_active) throw new AppError("not_found", 404, t.notConnected, t.notConnectedDescription);
    return row;
  };
  const startAction = async (
    organizationId: string,
    kind: "import" | "reconcile",
    object: SyncObject,
    dryRun: boolean | undefined,
    options?: ActionOptions,
  ) => {
    const row = await stored(organizationId);
    return deps.db
      .transaction()
      .execute((trx) => enqueueAction(trx, { organizationId, integrationId: row.id, kind, object, dryRun, options }));
  };

  return (
    new Hono()
      .use(requireRole("member", { notMember: { title: nl.fleks.noOrganization } }))
      .post("/import", admin(t.actionFailed), validate("json", importInput, invalid), async (c) => {
        const v = c.req.valid("json");
        const options = {
          welcome: v.welcome ?? false,
          ...(v.uuids ? { uuids: v.uuids } : {}),
          requestedBy: c.var.user.id,
        };
        return c.json({ runId: await startAction(c.var.organizationId, "import", "employees", v.dryRun, options) });
      })
      .post("/reconcile", admin(t.actionFailed), validate("json", objectInput, invalid), async (c) => {
        const v = c.req.valid("json");
        const options = { requestedBy: c.var.user.id };
        return c.json({ runId: await startAction(c.var.organizationId, "reconcile", v.object, v.dryRun, options) });
      })
      // One object's sync now, or its dry-run (what would change, nothing stored).
      .post("/sync", admin(t.actionFailed), validate("json", objectInput, invalid), async (c) => {
        const row = await stored(c.var.organizationId);
        const v = c.req.valid("json");
        const [runId] = await deps.db.transaction().execute((trx) =>
          enqueueSync(trx, {
            organizationId: c.var.organizationId,
            integrationId: row.id,
            objects: [v.object],
            trigger: "manual",
            dryRun: v.dryRun,
          }),
        );
        return c.json({ runId });
      })
      // The cursor goes back to the chosen day and a backfill reads from there; rows stay until replaced.
      .post("/backfill", admin(t.actionFailed), validate("json", backfillInput, invalid), async (c) => {
        const row = await stored(c.var.organizationId);
        const v = c.req.valid("json");
        const since = amsterdamMidnight(v.since);
        const [runId] = await deps.db.transaction().execute(async (trx) => {
          if (!v.dryRun)
            await trx
              .updateTable("integration_sync_objects")
              .set({ cursor: new Date(since), updated_at: new Date() })
              .where("integration_id", "=", row.id)
              .where("object", "=", v.object)
              .execute();
          return enqueueSync(trx, {
            organizationId: c.var.organizationId,
            integrationId: row.id,
            objects: [v.object],
            trigger: "backfill",
            since,
            dryRun: v.dryRun,
          });
        });
        return c.json({ runId });
      })
      .get("/export/:object", admin(t.exportFailed), validate("param", z.object({ object }), invalid), async (c) => {
        await stored(c.var.organizationId);
        const name = c.req.valid("param").object;
        await logExport(deps.db, { organizationId: c.var.organizationId, userId: c.var.user.id, object: name });
        const day = new Date().toISOString().slice(0, 10);
        c.header("content-type", "text/csv; charset=utf-8");
        c.header("content-disposition", `attachment; filename="fleks-${name}-${day}.csv"`);
        c.header("cache-control", "no-store");
        return stream(c, async (out) => {
          for await (const line of syncedCsvLines(deps.db, c.var.organizationId, name)) await out.write(line);
        });
      })
  );
}
export type FleksActionRoutes = ReturnType<typeof fleksActionRoutes>;
