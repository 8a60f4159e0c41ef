import type { SyncFilters } from "../../../common/integrations/sync-kinds.ts";

const lower = (list: string[] | undefined) => (list?.length ? new Set(list.map((s) => s.toLowerCase())) : null);
const labelsOf = (record: Record<string, unknown>): string[] => {
  const labels = record.labels ?? record.tags;
  return Array.isArray(labels)
    ? labels.map((l) => String(typeof l === "object" && l ? ((l as { name?: unknown }).name ?? "") : l).toLowerCase())
    : [];
};

/** The query parameters the API filters on itself (status as a comma list). */
export function upstreamFilters(filters: SyncFilters): Record<string, string> {
  return filters.statuses?.length ? { status: filters.statuses.join(",") } : {};
}

/**
 * The filters applied here, before the upsert, for what the API may not filter on: status
 * again (an API that ignores the parameter), location (city) and labels. Case-insensitive.
 * Records without the field pass a status filter only if they have no status at all.
 */
export function matchesFilters(record: Record<string, unknown>, filters: SyncFilters): boolean {
  const statuses = lower(filters.statuses);
  if (
    statuses &&
    record.status !== undefined &&
    record.status !== null &&
    !statuses.has(String(record.status).toLowerCase())
  )
    return false;
  const locations = lower(filters.locations);
  if (locations) {
    const city = record.city ?? record.location;
    if (typeof city !== "string" || !locations.has(city.toLowerCase())) return false;
  }
  const labels = lower(filters.labels);
  if (labels && !labelsOf(record).some((l) => labels.has(l))) return false;
  return true;
}
