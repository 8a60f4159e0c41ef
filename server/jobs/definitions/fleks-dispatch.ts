import { z } from "zod";
import { dispatchDueSyncs } from "../../fleks/sync/dispatch-due-syncs.ts";
import { defineJob } from "../define-job.ts";

// Every minute: queues the Fleks syncs whose schedule has come (integration_sync_objects.next_run_at).
export const fleksDispatch = defineJob({
  name: "fleks_dispatch",
  payload: z.object({}).passthrough(),
  handler: async (_payload, deps, helpers) => {
    const runIds = await dispatchDueSyncs(deps.db);
    if (runIds.length) helpers.logger.info(`fleks_dispatch: ${runIds.length} sync runs queued`);
  },
  maxAttempts: 1,
  jobKey: () => "fleks_dispatch",
  cron: "* * * * *",
});
