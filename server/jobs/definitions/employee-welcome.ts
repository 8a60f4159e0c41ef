import { z } from "zod";
import { markWelcomeFailed } from "../../employees/welcome/mark-welcome-failed.ts";
import { sendWelcome } from "../../employees/welcome/send-welcome.ts";
import { defineJob } from "../define-job.ts";
import { LAST_PRIORITY } from "../priorities.ts";

// Enqueued by enqueueWelcomes (server/employees/welcome/) with the welcome row it claimed
// for the employee; one waiting job per employee (the key), and the row makes a rerun harmless.
export const employeeWelcome = defineJob({
  name: "employee_welcome",
  payload: z.object({ employeeId: z.string().min(1) }),
  handler: async (payload, deps, helpers) => {
    try {
      await sendWelcome(deps.assistant, payload.employeeId);
    } catch (err) {
      // The last attempt: the welcome must not stay 'sending' for ever (the row would say so).
      if (helpers.job.attempts >= helpers.job.max_attempts) {
        const row = await deps.db
          .selectFrom("employee_welcomes")
          .select("id")
          .where("employee_id", "=", payload.employeeId)
          .executeTakeFirst();
        if (row) await markWelcomeFailed(deps.db, row.id, "send_failed", String(err));
      }
      throw err;
    }
  },
  maxAttempts: 8,
  // Behind the assistant's answers when both are due: an employee waiting for a reply goes
  // before an import's welcomes, for a worker as for the number's pace (takeSendSlot). An
  // answer's priority is its place in its organisation's line (dispatchOutbox), so the last.
  priority: LAST_PRIORITY,
  jobKey: (payload) => `employee_welcome:${payload.employeeId}`,
});
