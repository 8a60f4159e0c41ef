import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";

/** graphile-worker's queue for one organisation and object: its jobs run one at a time. */
export const syncQueueName = (organizationId: string, object: SyncObject) => `fleks:${organizationId}:${object}`;
