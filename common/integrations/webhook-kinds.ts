import type { SyncObject } from "./sync-kinds.ts";

// The words the Fleks webhook endpoint, its tab and its table share.

/**
 * What became of a delivery: `ok` started (or joined) a sync, `ignored` was genuine but its
 * object has webhooks off, `duplicate` repeated an id already accepted, `bad_signature`
 * failed verification (or its timestamp was stale), `failed` was signed but unreadable.
 */
export const WEBHOOK_DELIVERY_STATUSES = ["ok", "ignored", "duplicate", "bad_signature", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The payload as stored: the parsed body with personal identifiers removed. */
export type WebhookJson = string | number | boolean | null | WebhookJson[] | { [key: string]: WebhookJson };
export type WebhookPayload = { [key: string]: WebhookJson };

/** How long a previous secret keeps working after a rotation (as Svix does). */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60_000;

/** The path Fleks posts to for one integration. */
export const fleksWebhookPath = (integrationId: string) => `/api/webhooks/fleks/${encodeURIComponent(integrationId)}`;

/** The object an event type names: "shift.updated" → shifts, "employee.created" → employees. */
const OBJECT_OF_PREFIX: Record<string, SyncObject> = {
  employee: "employees",
  employees: "employees",
  client: "clients",
  clients: "clients",
  project: "projects",
  projects: "projects",
  job: "jobs",
  jobs: "jobs",
  shift: "shifts",
  shifts: "shifts",
};
export const objectOfEventType = (type: string): SyncObject | null =>
  OBJECT_OF_PREFIX[type.split(".")[0]?.toLowerCase() ?? ""] ?? null;
