import { completeNumberOf } from "../../../common/employees/complete-number.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { activeInFleks } from "../../../common/integrations/not-importable-reason.ts";
import type { SyncChange } from "../../../common/integrations/sync-kinds.ts";

const t = nl.fleksActions;

/** A synced Fleks employee (fleks_employees, not deleted), with the employee number from its extra fields. */
export type PlatformEmployee = {
  uuid: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  /** Fleks's status ('active', 'inactive', …); null when Fleks gave none (counted as active). */
  status: string | null;
};

/** A product employee as the import compares it. */
export type LocalEmployee = {
  id: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  email: string | null;
  employee_number: string | null;
  external_id: string | null;
  onboarded_at: Date | null;
  is_active: boolean;
};

export type ImportValues = {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string | null;
  employee_number: string | null;
  external_source: "fleks";
  external_id: string;
};

export type ImportPlan = {
  creates: ImportValues[];
  updates: (ImportValues & { id: string })[];
  unchanged: number;
  /** Every outcome but 'unchanged', in order, for the run's change list. */
  changes: SyncChange[];
  /** Employees (created or matched, active) with a phone and no welcome yet: who a welcome would go to. */
  welcome: SyncChange[];
  /**
   * Per platform employee planned: why it was left out, or (for one already imported) what
   * HR should fix in Fleks; null when all is well. Stored on fleks_employees.import_note.
   */
  notes: { uuid: string; note: string | null }[];
};

const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
/** For an employee imported before: the reason, and that their details here were left as they were. */
const linkedNote = (reason: string) => t.linkedNote(reason);
const labelOf = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim() || undefined;

/**
 * What an import would do, decided without touching the database, so a dry-run and a real
 * import take the same decisions. A platform employee matches the product employee linked
 * to its uuid, else the one with its phone number (which then gets linked). Skipped, with
 * the reason: one not active in Fleks (Fleks decides who works here; a linked one was made
 * inactive when the sync stored it), a phone that is blank or one Medewerkers' form would
 * refuse (complete-number.ts; counted as skipped with the reason, as a blank one), one used
 * by more than one active employee in Fleks (a shared number identifies nobody, so every
 * holder is skipped, not all but the first, and an already imported holder is flagged), and
 * one already linked to another platform employee. A blank e-mail or employee number keeps
 * the stored one (an import adds, it does not erase); a match with nothing new is unchanged.
 * Nobody inactive here is welcomed.
 */
export function planImport(platform: readonly PlatformEmployee[], local: readonly LocalEmployee[]): ImportPlan {
  const byExternal = new Map(local.filter((e) => e.external_id).map((e) => [e.external_id as string, e]));
  const byPhone = new Map(local.filter((e) => e.phone_number).map((e) => [e.phone_number as string, e]));
  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0, changes: [], welcome: [], notes: [] };
  const skip = (p: PlatformEmployee, reason: string) => {
    plan.changes.push({ action: "skip", record: p.uuid, label: labelOf(p), reason });
    plan.notes.push({ uuid: p.uuid, note: byExternal.has(p.uuid) ? linkedNote(reason) : reason });
  };
  // How many active Fleks employees have each number (in E.164, so "06 1…" and "+316 1…" are one).
  const holders = new Map<string, number>();
  for (const p of platform) {
    const phone = activeInFleks(p.status) ? completeNumberOf(p.phone) : null;
    if (phone) holders.set(phone, (holders.get(phone) ?? 0) + 1);
  }

  for (const p of [...platform].sort((a, b) => a.uuid.localeCompare(b.uuid))) {
    if (!activeInFleks(p.status)) {
      skip(p, t.inactiveInFleks);
      continue;
    }
    if (!blank(p.phone)) {
      skip(p, t.noPhone);
      continue;
    }
    // By Medewerkers' own rule: a number the form refuses ("+44 20 1234", cut short) would
    // never match the employee's WhatsApp messages, so it is not imported either.
    const phone = completeNumberOf(p.phone);
    if (!phone) {
      skip(p, t.invalidPhone);
      continue;
    }
    if ((holders.get(phone) ?? 0) > 1) {
      skip(p, t.duplicatePhone);
      continue;
    }
    const linked = byExternal.get(p.uuid);
    const holder = byPhone.get(phone);
    // The phone belongs to another product employee: one linked to someone else in Fleks,
    // or (when this one is linked already) anyone else, as two employees never share a phone.
    if (holder && holder !== linked && (linked || holder.external_id)) {
      skip(p, t.phoneTaken);
      continue;
    }
    plan.notes.push({ uuid: p.uuid, note: null });
    const match = linked ?? holder;
    const values: ImportValues = {
      first_name: p.first_name.trim(),
      last_name: p.last_name.trim(),
      phone_number: phone,
      email: blank(p.email) ?? match?.email ?? null,
      employee_number: blank(p.employee_number) ?? match?.employee_number ?? null,
      external_source: "fleks",
      external_id: p.uuid,
    };
    const label = labelOf(values);
    if (!match || (match.onboarded_at === null && match.is_active))
      plan.welcome.push({ action: "welcome", record: p.uuid, label });
    if (!match) {
      plan.creates.push(values);
      plan.changes.push({ action: "create", record: p.uuid, label });
      continue;
    }
    const same =
      match.first_name === values.first_name &&
      match.last_name === values.last_name &&
      match.phone_number === values.phone_number &&
      match.email === values.email &&
      match.employee_number === values.employee_number &&
      match.external_id === values.external_id;
    if (same) {
      plan.unchanged += 1;
      continue;
    }
    plan.updates.push({ ...values, id: match.id });
    plan.changes.push({ action: "update", record: p.uuid, label });
  }
  return plan;
}
