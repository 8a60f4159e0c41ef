import { z } from "zod";
import { deleteAtTwilio as run } from "../../privacy/twilio-deletions/delete-at-twilio.ts";
import { requestTwilioDeletions } from "../../privacy/twilio-deletions/request-twilio-deletions.ts";
import { defineJob } from "../define-job.ts";

// The messages and media still to be deleted at Twilio (system.twilio_deletions). The payload
// is empty on purpose: what to delete lives in that table, and a job's payload names no one.
// It runs when an erasure, the retention run or an inbound message with media asks for it, again
// when the next waiting deletion is due, and hourly in case a run was lost.
export const deleteAtTwilio = defineJob({
  name: "delete_at_twilio",
  payload: z.object({}),
  handler: async (_payload, deps, helpers) => {
    const { db, box, twilioBaseUrl } = deps.assistant;
    const result = await run({ db, box, twilioBaseUrl });
    if (result.deleted || result.waiting || result.gaveUp) {
      helpers.logger.info(
        `delete_at_twilio: ${result.deleted} deleted at Twilio, ${result.waiting} to try again, ${result.gaveUp} given up`,
      );
    }
    if (result.nextAt) await requestTwilioDeletions(db, result.nextAt);
  },
  maxAttempts: 25,
  jobKey: () => "delete_at_twilio",
  queueName: "twilio_deletions",
  cron: "23 * * * *",
});
