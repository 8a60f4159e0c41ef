import { nl } from "../../../common/i18n/nl.ts";
import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { api, call, errorOf } from "../../lib/api-client.ts";

// The /api/fleks/actions routes (server/fleks/actions/fleks-actions-routes.ts): each start
// answers the run's id; the run itself is followed live through Zero.

const fallback = nl.fleksActions.startFailed;

export const fleksActionsApi = (organizationId: string) => {
  const client = api.fleksActions(organizationId);
  return {
    importEmployees: (json: { dryRun?: boolean; welcome?: boolean; uuids?: string[] }) =>
      call(client.import.$post({ json }), fallback),
    sync: (json: { object: SyncObject; dryRun?: boolean }) => call(client.sync.$post({ json }), fallback),
    reconcile: (json: { object: SyncObject; dryRun?: boolean }) => call(client.reconcile.$post({ json }), fallback),
    backfill: (json: { object: SyncObject; since: string; dryRun?: boolean }) =>
      call(client.backfill.$post({ json }), fallback),
    /** Fetches the object's CSV and hands it to the browser as a download. */
    async download(object: SyncObject) {
      const res = await client.export[":object"].$get({ param: { object } });
      if (!res.ok) throw errorOf(res.status, await res.text(), nl.fleksActions.exportFailed);
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `${object}.csv`;
      const url = URL.createObjectURL(await res.blob());
      const link = Object.assign(document.createElement("a"), { href: url, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  };
};
