import { nl } from "../i18n/nl.ts";

const t = nl.fleksActions;

/** Fleks's status says they work here (no status: as before statuses were stored, active). */
export const activeInFleks = (status: string | null | undefined) =>
  (status?.trim().toLowerCase() ?? "active") === "active";

/**
 * Why an import leaves a Fleks employee out, as Medewerkers lists them apart from the ones
 * waiting: the last import's own reason (a shared number, …), else not active in Fleks, else
 * no phone number (the database marks them so, migration 0075). Null when none applies.
 */
export function notImportableReason(p: {
  import_note?: string | null;
  status?: string | null;
  phone?: string | null;
}): string | null {
  if (p.import_note) return p.import_note;
  if (!activeInFleks(p.status)) return t.inactiveInFleks;
  if (!p.phone?.trim()) return t.noPhone;
  return null;
}
