import { defineMutator } from "@rocicorp/zero";
import { zql } from "../../../zero-schema.ts";
import { nextRunAt } from "../../integrations/cron.ts";
import { REWOUND_CURSOR, sameSettings } from "../../integrations/sync-cursor.ts";
import { syncObjectUpdateInput } from "../../integrations/sync-object-input.ts";
import { logActivity } from "../activity.ts";
import { now, requireRow } from "../authorize.ts";

// The per-object sync settings of an integration (Sync, Mappings and Filters tabs): admins
// change them, members only see them. The next scheduled run is the server's to compute.
export const syncObjectMutators = {
  update: defineMutator(syncObjectUpdateInput, async ({ tx, args, ctx }) => {
    const { row, user } = await requireRow(
      tx,
      ctx,
      await tx.run(zql.integration_sync_objects.where("id", args.id).one()),
      "admin",
    );
    const { id, now: clientNow, useWebhooks, ...changes } = args;
    const at = now(tx, clientNow);
    const schedule = changes.schedule ?? row.schedule;
    const enabled = changes.enabled ?? row.enabled;
    // A new schedule, or switching the object on, starts counting from now; the client
    // leaves next_run_at alone (its clock is not the worker's).
    const reschedule =
      tx.location === "server" &&
      enabled &&
      ((changes.schedule !== undefined && changes.schedule !== row.schedule) || (changes.enabled && !row.enabled));
    // New mappings or filters: rows already stored were mapped (or left out) the old way, so
    // the next run reads everything again instead of only what changed (sync-cursor.ts).
    const rewind =
      (changes.mappings !== undefined && !sameSettings(changes.mappings, row.mappings)) ||
      (changes.filters !== undefined && !sameSettings(changes.filters, row.filters));
    await tx.mutate.integration_sync_objects.update({
      id,
      ...changes,
      ...(useWebhooks !== undefined ? { use_webhooks: useWebhooks } : {}),
      ...(reschedule ? { next_run_at: nextRunAt(schedule, at) } : {}),
      ...(rewind ? { cursor: REWOUND_CURSOR } : {}),
      updated_at: at,
    });
    await logActivity(tx, user, {
      organizationId: row.organization_id,
      kind: "integration_settings_changed",
      target: row.integration_id,
      details: {
        object: row.object,
        changed: Object.keys(args)
          .filter((key) => key !== "id" && key !== "now")
          .sort()
          .join(","),
      },
    });
  }),
};
