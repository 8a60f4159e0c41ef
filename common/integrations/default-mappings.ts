import type { FieldMapping, SyncObject } from "./sync-kinds.ts";

// Each object's mappings before an admin changes them. Source names are the v2 External
// API's (uuid, firstName, phoneNumber, functionName, …; the spec's `id` and `phone` were the
// old client's names for uuid and phoneNumber); shifts keep the spec's names (id, jobId,
// start, end, employeeId) as no shift schema is documented. Targets are the product's
// fields (target-columns.ts); the required one is the row's key. The personnel number has
// no column: it lands in the row's `extra` as `employeeNumber`, where the import reads it.
// Its source name is v1's `personal_number` in the v2 API's camelCase (no v2 employee
// schema names it; a tenant that calls it otherwise changes this mapping).
const m = (sourceField: string, targetField: string, transformer?: string, required = false): FieldMapping => ({
  sourceField,
  targetField,
  required,
  ...(transformer ? { transformer } : {}),
});

export const DEFAULT_MAPPINGS: Record<SyncObject, FieldMapping[]> = {
  employees: [
    m("uuid", "externalId", undefined, true),
    m("firstName", "firstName", "trim"),
    m("lastName", "lastName", "trim"),
    m("email", "email", "lowercase"),
    m("phoneNumber", "phone", "phone_e164"),
    m("city", "city", "trim"),
    m("status", "status"),
    m("personalNumber", "employeeNumber", "trim"),
  ],
  clients: [m("uuid", "externalId", undefined, true), m("name", "name", "trim"), m("city", "city", "trim")],
  projects: [
    m("uuid", "externalId", undefined, true),
    m("name", "name", "trim"),
    m("clientId", "clientId"),
    m("startDate", "startDate"),
    m("endDate", "endDate"),
  ],
  jobs: [
    m("uuid", "externalId", undefined, true),
    m("functionName", "title", "trim"),
    m("clientId", "clientId"),
    m("clientName", "clientName", "trim"),
    m("city", "city", "trim"),
    m("startDate", "startAt", "datetime_utc"),
    m("endDate", "endAt", "datetime_utc"),
    m("isArchived", "isArchived"),
  ],
  shifts: [
    m("id", "shiftId", undefined, true),
    m("jobId", "jobId", undefined, true),
    m("start", "startAt", "datetime_utc"),
    m("end", "endAt", "datetime_utc"),
    m("status", "status"),
    m("employeeId", "assigneeId"),
  ],
};
