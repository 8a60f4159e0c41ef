// The words the sync engine, its screens and its tables share.

/** The staffing provider's objects the product syncs (the spec names more; these are pulled). */
export const SYNC_OBJECTS = ["employees", "clients", "projects", "jobs", "shifts"] as const;
export type SyncObject = (typeof SYNC_OBJECTS)[number];

export const SYNC_DIRECTIONS = ["pull", "push", "bidi"] as const;
export type SyncDirection = (typeof SYNC_DIRECTIONS)[number];

/** Who started a run; "change" is a local edit pushed back to the platform. */
export const SYNC_TRIGGERS = ["schedule", "manual", "backfill", "webhook", "change"] as const;
export type SyncTrigger = (typeof SYNC_TRIGGERS)[number];

/** What a run does: pull a stream, import employees, reconcile deletions, or push local changes. */
export const SYNC_RUN_KINDS = ["sync", "import", "reconcile", "push"] as const;
export type SyncRunKind = (typeof SYNC_RUN_KINDS)[number];

/** One thing a run did, or would do in a dry-run (`changes`, capped). */
export type SyncChange = {
  action: "create" | "update" | "deactivate" | "restore" | "skip" | "welcome" | "push";
  record: string;
  label?: string;
  reason?: string;
};

export const SYNC_RUN_STATUSES = ["queued", "running", "succeeded", "partial", "failed", "rate_limited"] as const;
export type SyncRunStatus = (typeof SYNC_RUN_STATUSES)[number];

export const INTEGRATION_TYPES = ["payroll", "planning", "recruitment", "hr", "custom", "staffing"] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

/** The table each object's rows land in. */
export const SYNCED_TABLES: Record<SyncObject, string> = {
  employees: "fleks_employees",
  clients: "fleks_clients",
  projects: "fleks_projects",
  jobs: "fleks_jobs",
  shifts: "fleks_shifts",
};

export const FLEKS_PROVIDER = "Fleks";

export type FieldMapping = { sourceField: string; targetField: string; required: boolean; transformer?: string };
export type SyncFilters = { statuses?: string[]; locations?: string[]; labels?: string[]; modifiedSince?: string };
export type SyncErrorSample = { record?: string; message: string };
/** Where a run resumes after a crash: the next page to read and the window it reads. */
export type SyncCheckpoint = {
  page?: number;
  since?: string | null;
  until?: string;
  maxUpdatedAt?: string | null;
} & ActionOptions;
/**
 * What an action run was asked (kept on its checkpoint): an import's welcome wish and the
 * platform employees it is limited to, a push's record, and who asked (the activity log
 * names them when the run ends).
 */
export type ActionOptions = {
  welcome?: boolean;
  uuids?: string[];
  /** An import of the imported Fleks employees whose details changed in Fleks (queued by the sync, migrations/0066). */
  changed?: boolean;
  record?: string;
  changedAt?: string;
  requestedBy?: string;
};
