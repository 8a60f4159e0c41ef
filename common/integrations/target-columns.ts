import type { SyncObject } from "./sync-kinds.ts";

// Where each mapped field lands: a column of the object's fleks_* table, with the kind of
// value it takes. A target not listed here goes into the row's `extra` (JSON).

export type ColumnKind = "text" | "timestamp" | "date" | "boolean";
export type TargetColumn = { column: string; kind: ColumnKind };

const col = (column: string, kind: ColumnKind = "text"): TargetColumn => ({ column, kind });

export const TARGET_COLUMNS: Record<SyncObject, Record<string, TargetColumn>> = {
  employees: {
    externalId: col("uuid"),
    firstName: col("first_name"),
    lastName: col("last_name"),
    email: col("email"),
    phone: col("phone"),
    city: col("city"),
    status: col("status"),
  },
  clients: { externalId: col("uuid"), name: col("name"), city: col("city") },
  projects: {
    externalId: col("uuid"),
    name: col("name"),
    clientId: col("client_uuid"),
    startDate: col("start_date", "date"),
    endDate: col("end_date", "date"),
  },
  jobs: {
    externalId: col("uuid"),
    title: col("title"),
    clientId: col("client_uuid"),
    clientName: col("client_name"),
    city: col("city"),
    startAt: col("start_at", "timestamp"),
    endAt: col("end_at", "timestamp"),
    isArchived: col("is_archived", "boolean"),
  },
  shifts: {
    shiftId: col("uuid"),
    jobId: col("job_uuid"),
    assigneeId: col("assignee_uuid"),
    startAt: col("start_at", "timestamp"),
    endAt: col("end_at", "timestamp"),
    status: col("status"),
  },
};

/** Text columns that are `not null default ''` (a missing value is stored as ''). */
export const NOT_NULL_TEXT = new Set(["first_name", "last_name", "name", "title"]);

/** The target whose column is the row's key (uuid). */
export const keyTargetOf = (object: SyncObject) =>
  Object.entries(TARGET_COLUMNS[object]).find(([, c]) => c.column === "uuid")?.[0] as string;
