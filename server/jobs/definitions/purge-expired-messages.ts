import { z } from "zod";
import { purgeExpiredMessages as purge } from "../../privacy/purge-expired-messages.ts";
import { defineJob } from "../define-job.ts";

// Daily at 02:00 UTC (03:00 or 04:00 in Amsterdam, when the inbox is quiet). `now` and
// `organizationId` are for a run by hand or a test; the cron run uses the clock.
export const purgeExpiredMessages = defineJob({
  name: "purge_expired_messages",
  payload: z.object({ now: z.iso.datetime().optional(), organizationId: z.string().min(1).optional() }),
  handler: async (payload, deps, helpers) => {
    const results = await purge(deps.db, payload.now ? new Date(payload.now) : new Date(), payload.organizationId);
    let messages = 0;
    for (const r of results.values()) messages += r.messagesDeleted;
    helpers.logger.info(`purge_expired_messages: ${results.size} organisations, ${messages} messages deleted`);
  },
  maxAttempts: 3,
  jobKey: () => "purge_expired_messages",
  cron: "0 2 * * *",
});
