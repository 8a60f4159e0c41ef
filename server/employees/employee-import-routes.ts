import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { importBatchInput, MAX_IMPORT_BATCH } from "../../common/employees/import-row.ts";
import { nl } from "../../common/i18n/nl.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/app-error.ts";
import { callerGuards } from "../http/require-role.ts";
import { validate } from "../http/validate.ts";
import { importEmployees } from "./import-employees.ts";

const t = nl.employeeImport;

/** 500 rows of five bounded fields fit well within this; anything larger is refused unread. */
export const IMPORT_BODY_BYTES = 512 * 1024;

const refusal = (error: z.ZodError) => ({
  title: t.failed,
  description: error.issues.some((i) => i.path[0] === "rows" && i.path.length === 1 && i.code === "too_big")
    ? t.batchTooLarge(MAX_IMPORT_BATCH)
    : t.invalidBatch,
});

/**
 * The employee CSV import (admins): the browser parses and maps the file and sends it in
 * batches of at most MAX_IMPORT_BATCH rows; each batch is validated and upserted here.
 */
export function employeeImportRoutes(deps: { auth: Auth; db: Db }) {
  const { requireRole } = callerGuards(deps);
  return new Hono().post(
    "/",
    bodyLimit({
      maxSize: IMPORT_BODY_BYTES,
      onError: () => {
        throw new AppError("too_large", 413, t.failed, t.batchTooLarge(MAX_IMPORT_BATCH));
      },
    }),
    requireRole("admin", { forbidden: { title: t.failed, description: t.adminsOnly } }),
    validate("json", importBatchInput, refusal),
    async (c) => {
      const reply = await importEmployees(
        deps.db,
        { organizationId: c.var.organizationId, userId: c.var.user.id },
        c.req.valid("json").rows,
      );
      return c.json(reply);
    },
  );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type EmployeeImportRoutes = ReturnType<typeof employeeImportRoutes>;
