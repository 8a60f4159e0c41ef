import type { Db } from "../../db/connect.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { paceSlots } from "../../whatsapp/delivery/pace-slots.ts";

/**
 * A welcome whose moment came while replies to employees were queued for the organisation's
 * number (takeSendSlot said later): its job goes to the back of the organisation's line of
 * bulk messages (paceSlots), and not before `notBefore`, when the replies should have gone.
 * The job running now has the same key; graphile-worker then adds a new one beside it.
 */
export async function deferWelcome(db: Db, employeeId: string, organizationId: string, notBefore: Date) {
  const [slot] = await paceSlots(db, organizationId, 1);
  const runAt = new Date(Math.max(slot.getTime(), notBefore.getTime()));
  await enqueueJob(db, "employee_welcome", { employeeId }, { runAt });
}
