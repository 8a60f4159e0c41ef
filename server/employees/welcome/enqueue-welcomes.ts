import type { Kysely } from "kysely";
import { sql } from "kysely";
import { nl } from "../../../common/i18n/nl.ts";
import type { Database } from "../../db/types.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { paceSlots } from "../../whatsapp/delivery/pace-slots.ts";
import { optedOutPhones } from "../../whatsapp/opted-out-phones.ts";
import { welcomeBlocker } from "./welcome-blocker.ts";

const t = nl.employeeWelcome;

export type WelcomeSummary = { queued: string[]; skipped: Array<{ employeeId: string; reason: string }> };

/**
 * Queues the WhatsApp welcome for employees of one organisation, in the caller's
 * transaction when it passes one (an import), else in its own. Each employee is welcomed
 * once, ever: a welcome row per employee is claimed here (a failed one may be claimed
 * again), and the employee_welcome job it enqueues sends only from that claim. Inactive
 * and phone-less employees, those who sent STOP and those already welcomed are skipped
 * with a Dutch reason;
 * the jobs are spread over time per organisation (paceSlots), so a large import does not
 * reach WhatsApp as one burst;
 * without a welcome template or WhatsApp connection every employee is skipped with the
 * text that says what to set up.
 */
export async function enqueueWelcomes(
  db: Kysely<Database>,
  input: { organizationId: string; employeeIds: string[]; requestedBy: string | null },
): Promise<WelcomeSummary> {
  const ids = [...new Set(input.employeeIds)];
  if (ids.length === 0) return { queued: [], skipped: [] };
  if (!db.isTransaction) return db.transaction().execute((tx) => enqueueWelcomes(tx, input));
  const blocker = await welcomeBlocker(db, input.organizationId);
  if (blocker) return { queued: [], skipped: ids.map((employeeId) => ({ employeeId, reason: blocker })) };

  const employees = await db
    .selectFrom("employees as e")
    .leftJoin("employee_welcomes as w", "w.employee_id", "e.id")
    .select(["e.id", "e.is_active", "e.phone_number", "e.onboarded_at", "w.status"])
    .where("e.organization_id", "=", input.organizationId)
    .where("e.id", "in", ids)
    .forUpdate("e")
    .execute();
  const byId = new Map(employees.map((e) => [e.id, e]));
  const optedOut = await optedOutPhones(
    db,
    input.organizationId,
    employees.flatMap((e) => (e.phone_number ? [e.phone_number] : [])),
  );
  const summary: WelcomeSummary = { queued: [], skipped: [] };
  for (const employeeId of ids) {
    const e = byId.get(employeeId);
    const reason = !e
      ? t.skipNotFound
      : !e.is_active
        ? t.skipInactive
        : !e.phone_number
          ? t.skipNoPhone
          : optedOut.has(e.phone_number)
            ? t.skipOptedOut
            : e.onboarded_at
              ? t.skipAlreadyWelcomed
              : e.status === "queued" || e.status === "sending"
                ? t.skipAlreadyQueued
                : e.status && e.status !== "failed"
                  ? t.skipAlreadyWelcomed
                  : null;
    if (reason) summary.skipped.push({ employeeId, reason });
    else summary.queued.push(employeeId);
  }
  if (summary.queued.length === 0) return summary;

  // A failed welcome starts over; any other existing row is left alone (the check above
  // saw it under the employee's row lock, so nothing changed it since).
  await sql`
    insert into employee_welcomes (id, organization_id, employee_id, status, requested_by)
    select gen_random_uuid()::text, ${input.organizationId}, id, 'queued', ${input.requestedBy}
    from unnest(${summary.queued}::text[]) as t(id)
    on conflict (employee_id) do update set
      status = 'queued', requested_by = excluded.requested_by, error_code = null, error_message = null,
      message_sid = null, message_id = null, claimed_at = null, sent_at = null, updated_at = now()
    where employee_welcomes.status = 'failed'`.execute(db);
  // Paced, not all at once: a burst of hundreds trips WhatsApp's throttle (63018).
  const slots = await paceSlots(db, input.organizationId, summary.queued.length);
  for (const [i, employeeId] of summary.queued.entries())
    await enqueueJob(db, "employee_welcome", { employeeId }, { runAt: slots[i] });
  return summary;
}
