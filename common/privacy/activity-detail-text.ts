import { nl } from "../i18n/nl.ts";
import type { SyncObject } from "../integrations/sync-kinds.ts";
import type { ActivityDetails } from "../zero/activity.ts";

const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const objectName = (value: unknown) => nl.fleks.objects[value as SyncObject] ?? String(value ?? "");

/**
 * The line under an activity entry that says what a Fleks action did, from the counts it
 * logged (null for other kinds, whose entry says enough): how many employees an import
 * made or changed, how many rows an export let out, what a reconcile marked.
 */
export function activityDetailText(kind: string, details: ActivityDetails | null | undefined): string | null {
  const d = details ?? {};
  const t = nl.privacy;
  if (kind === "fleks_employees_imported")
    return t.activityFleksImported({
      created: num(d.created),
      updated: num(d.updated),
      unchanged: num(d.unchanged),
      skipped: num(d.skipped),
    });
  if (kind === "fleks_exported") return t.activityFleksExported(objectName(d.object), num(d.rows));
  if (kind === "fleks_reconciled")
    return t.activityFleksReconciled(objectName(d.object), num(d.marked_deleted), num(d.restored));
  if (kind === "fleks_employees_deactivated") return t.activityFleksDeactivated(num(d.count));
  return null;
}
