import type { ColumnType, Generated } from "kysely";
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
} from "../../common/integrations/sync-kinds.ts";
import type { Json, Timestamp } from "./column-types.ts";

// The integration tables (migrations/0020_integrations.ts).

export interface ExternalIntegrationsTable {
  id: string;
  organization_id: string;
  name: string;
  integration_type: IntegrationType;
  provider: string;
  api_endpoint: string;
  api_key_encrypted: string;
  additional_config: Json<Record<string, unknown>>;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** When admins were told its syncs keep failing; null again once every object syncs. */
  sync_alerted_at: Timestamp | null;
}

export interface IntegrationSyncObjectsTable {
  id: string;
  organization_id: string;
  integration_id: string;
  object: SyncObject;
  enabled: Generated<boolean>;
  direction: Generated<SyncDirection>;
  schedule: Generated<string>;
  use_webhooks: Generated<boolean>;
  mappings: Json<FieldMapping[]>;
  filters: Json<SyncFilters>;
  cursor: Timestamp | null;
  next_run_at: Timestamp | null;
  last_run_id: string | null;
  /** Sync runs that failed (or stayed rate-limited) in a row; 0 after one that completed. */
  failures_in_row: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface IntegrationSyncRunsTable {
  id: string;
  organization_id: string;
  integration_id: string | null;
  object: SyncObject;
  trigger: SyncTrigger;
  status: Generated<SyncRunStatus>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** Set while the run waits out a 429: when it tries again. */
  retry_at: Timestamp | null;
  pages_done: Generated<number>;
  pages_total: number | null;
  fetched: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  failed: Generated<number>;
  checkpoint: Json<SyncCheckpoint>;
  error: string | null;
  error_samples: Json<SyncErrorSample[]>;
  kind: Generated<SyncRunKind>;
  dry_run: Generated<boolean>;
  skipped: Generated<number>;
  deactivated: Generated<number>;
  welcomed: Generated<number>;
  changes: ColumnType<SyncChange[], SyncChange[] | undefined, SyncChange[]>;
  created_at: Generated<Date>;
}

export interface SyncedTableStatsTable {
  id: string;
  organization_id: string;
  table_name: string;
  row_count: Generated<number>;
  last_synced_at: Timestamp | null;
}

type SyncedRow = {
  organization_id: string;
  uuid: string;
  extra: Json<Record<string, unknown>>;
  source_updated_at: Timestamp | null;
  content_hash: string;
  synced_at: Generated<Date>;
  deleted_at: Timestamp | null;
};

export interface FleksEmployeesTable extends SyncedRow {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  status: string | null;
  /** An employee links to them by Fleks id; kept by a trigger (migration 0063), never written. */
  imported: ColumnType<boolean, never, never>;
  /** Why the last import left them out, or what to fix for an imported one (migration 0066). */
  import_note: Generated<string | null>;
  /** Imported, and name, number or e-mail changed in Fleks since; set by a trigger, cleared by the import. */
  changed: Generated<boolean>;
  /** Active in Fleks, with a phone, and not left out by the last import: what an import takes (migration 0075). */
  importable: ColumnType<boolean, never, never>;
}
export interface FleksClientsTable extends SyncedRow {
  name: string;
  city: string | null;
}
export interface FleksProjectsTable extends SyncedRow {
  name: string;
  client_uuid: string | null;
  start_date: ColumnType<string | null, string | null | undefined, string | null>;
  end_date: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface FleksJobsTable extends SyncedRow {
  title: string;
  client_uuid: string | null;
  client_name: string | null;
  city: string | null;
  start_at: Timestamp | null;
  end_at: Timestamp | null;
  is_archived: Generated<boolean>;
}
export interface FleksShiftsTable extends SyncedRow {
  job_uuid: string | null;
  assignee_uuid: string | null;
  start_at: Timestamp | null;
  end_at: Timestamp | null;
  status: string | null;
}

export interface IntegrationTables {
  external_integrations: ExternalIntegrationsTable;
  integration_sync_objects: IntegrationSyncObjectsTable;
  integration_sync_runs: IntegrationSyncRunsTable;
  synced_table_stats: SyncedTableStatsTable;
  fleks_employees: FleksEmployeesTable;
  fleks_clients: FleksClientsTable;
  fleks_projects: FleksProjectsTable;
  fleks_jobs: FleksJobsTable;
  fleks_shifts: FleksShiftsTable;
}
