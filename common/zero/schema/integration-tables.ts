import { boolean, enumeration, json, number, string, table } from "@rocicorp/zero";
import type {
  FieldMapping,
  IntegrationType,
  SyncChange,
  SyncCheckpoint,
  SyncDirection,
  SyncErrorSample,
  SyncFilters,
  SyncObject,
  SyncRunKind,
  SyncRunStatus,
  SyncTrigger,
} from "../../integrations/sync-kinds.ts";
import { orgTable } from "./tables.ts";

// The integration tables browsers may sync (migrations/0020_integrations.ts). The API key
// column of external_integrations is not here and not published.

export const external_integrations = orgTable("external_integrations", {
  name: string(),
  integration_type: enumeration<IntegrationType>(),
  provider: string(),
  api_endpoint: string(),
  additional_config: json<{ [key: string]: string | number | boolean | null }>(),
  is_active: boolean(),
  created_at: number(),
  updated_at: number(),
});

export const integration_sync_objects = orgTable("integration_sync_objects", {
  integration_id: string(),
  object: enumeration<SyncObject>(),
  enabled: boolean(),
  direction: enumeration<SyncDirection>(),
  schedule: string(),
  use_webhooks: boolean(),
  mappings: json<FieldMapping[]>(),
  filters: json<SyncFilters>(),
  cursor: number().optional(),
  next_run_at: number().optional(),
  last_run_id: string().optional(),
  failures_in_row: number(),
  created_at: number(),
  updated_at: number(),
});

export const integration_sync_runs = orgTable("integration_sync_runs", {
  integration_id: string().optional(),
  object: enumeration<SyncObject>(),
  trigger: enumeration<SyncTrigger>(),
  status: enumeration<SyncRunStatus>(),
  started_at: number().optional(),
  finished_at: number().optional(),
  /** While waiting out a 429: when the run tries again (it is still running). */
  retry_at: number().optional(),
  pages_done: number(),
  pages_total: number().optional(),
  fetched: number(),
  created: number(),
  updated: number(),
  unchanged: number(),
  failed: number(),
  checkpoint: json<SyncCheckpoint>(),
  error: string().optional(),
  error_samples: json<SyncErrorSample[]>(),
  kind: enumeration<SyncRunKind>(),
  dry_run: boolean(),
  skipped: number(),
  deactivated: number(),
  welcomed: number(),
  changes: json<SyncChange[]>(),
  created_at: number(),
});

/** Runs per organisation per UTC hour, kept as runs start and end (migrations/0038_sync_run_hours.ts). */
export const integration_sync_run_hours = orgTable("integration_sync_run_hours", {
  hour: number(),
  runs: number(),
  ended: number(),
  succeeded: number(),
  records: number(),
  last_failure_at: number().optional(),
});

export const synced_table_stats = orgTable("synced_table_stats", {
  table_name: string(),
  row_count: number(),
  last_synced_at: number().optional(),
});

/** The staffing provider's employees, shown in Medewerkers until they are imported. */
export const fleks_employees = table("fleks_employees")
  .columns({
    organization_id: string(),
    uuid: string(),
    first_name: string(),
    last_name: string(),
    email: string().optional(),
    phone: string().optional(),
    city: string().optional(),
    status: string().optional(),
    extra: json<{ [key: string]: string | number | boolean | null }>(),
    source_updated_at: number().optional(),
    content_hash: string(),
    synced_at: number(),
    deleted_at: number().optional(),
    /** An employee links to them by Fleks id (kept by a trigger, migration 0063). */
    imported: boolean(),
    /** Why the last import left them out, or what HR should fix for an imported one (migration 0066). */
    import_note: string().optional(),
    /** Imported, and their name, number or e-mail changed in Fleks since (migration 0066). */
    changed: boolean(),
    /** Active in Fleks, with a phone, and not left out by the last import (migration 0075). */
    importable: boolean(),
  })
  .primaryKey("organization_id", "uuid");

/**
 * How many platform employees wait to be imported, one row per organisation (id =
 * organisation id), kept by triggers (migrations/0063_fleks_import_counts.ts) so Medewerkers
 * syncs a count and the first ten instead of every platform employee.
 */
export const fleks_import_counts = orgTable("fleks_import_counts", {
  waiting: number(),
  changed: number(),
  /** Not imported, and an import would leave them out (migration 0075). */
  blocked: number(),
});
