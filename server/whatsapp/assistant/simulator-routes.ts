import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { nl } from "../../../common/i18n/nl.ts";
import { redact } from "../../../common/privacy/redact.ts";
import { completePhone } from "../../../common/zero/employee-input.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/connect.ts";
import { callerGuards } from "../../http/require-role.ts";
import { validate } from "../../http/validate.ts";
import { dispatchOutbox } from "../inbound/dispatch-outbox.ts";
import { storeInbound } from "../inbound/store-inbound.ts";

const input = z.object({
  phone: completePhone,
  message: z.string().trim().min(1).max(1600),
});

/**
 * "Test de assistent": staff write as an employee. The message takes the same path as a
 * WhatsApp message (store, job, assistant) in a conversation marked as a test, whose
 * replies never leave the dashboard.
 */
export function simulatorRoutes(deps: { auth: Auth; db: Db }) {
  const { requireRole } = callerGuards(deps);
  return new Hono().post(
    "/messages",
    requireRole("member", { notMember: { title: nl.errors.notFoundOrNotAuthorized } }),
    // The schema carries the Dutch message (the phone's); anything else reads 'not sent'.
    validate("json", input, (error) => ({
      title: error.issues.find((i) => i.message)?.message ?? nl.simulator.failed,
    })),
    async (c) => {
      const organizationId = c.var.organizationId;
      const { phone, message } = c.req.valid("json");
      const [messageId] = await storeInbound(deps.db, [
        {
          organizationId,
          messageSid: `SIM${randomUUID().replaceAll("-", "")}`,
          from: phone,
          body: redact(message),
          isTest: true,
        },
      ]);
      await dispatchOutbox(deps.db);
      // The dialog follows the test conversation live through Zero; nothing else to return.
      return c.json({ messageId });
    },
  );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type SimulatorRoutes = ReturnType<typeof simulatorRoutes>;
