import { z } from "zod";
import { isOrHoldsIdentifier } from "../privacy/no-identifier.ts";
import { employeeFields } from "../zero/employee-input.ts";
import { isOtherPerson, type StoredIdentity } from "./other-person.ts";
import { normalizePhone } from "./phone.ts";

// One CSV row of the employee import, checked the same way in the browser (the preview)
// and on the server (which trusts nothing the browser decided).

export const IMPORT_FIELDS = ["first_name", "last_name", "phone_number", "email", "employee_number"] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ["first_name", "last_name", "phone_number"];

/** Rows per request; the browser sends a file in batches of this size. */
export const MAX_IMPORT_BATCH = 500;
/** Rows per file. */
export const MAX_IMPORT_ROWS = 20_000;

/** A row as read from the file: its line number and the mapped cells, as text. */
export type ImportRow = { line: number } & Record<ImportField, string>;

const cell = z.string().max(1000).default("");
/** The route's body: at most MAX_IMPORT_BATCH rows of bounded text (the rules per row come after). */
export const importBatchInput = z.object({
  rows: z
    .array(
      z.object({
        line: z.number().int().min(1).max(1_000_000),
        first_name: cell,
        last_name: cell,
        phone_number: cell,
        email: cell,
        employee_number: cell,
      }),
    )
    .min(1)
    .max(MAX_IMPORT_BATCH),
});

export type RowError =
  | "missingFirstName"
  | "missingLastName"
  | "missingPhone"
  | "invalidPhone"
  | "invalidEmail"
  | "tooLong"
  | "duplicatePhone"
  | "sensitive"
  | "otherPerson";

/** What an accepted row stores. */
export type EmployeeValues = {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string | null;
  employee_number: string | null;
};

// The settings dialog's rules (common/zero/validation.ts), without the row's id and clock.
const rowRules = employeeFields.omit({ id: true, organization_id: true, now: true });

/** The row's values, or every reason it is skipped. */
export function checkImportRow(
  row: Omit<ImportRow, "line">,
): { ok: true; values: EmployeeValues } | { ok: false; errors: RowError[] } {
  const errors: RowError[] = [];
  if (!row.first_name.trim()) errors.push("missingFirstName");
  if (!row.last_name.trim()) errors.push("missingLastName");
  const phone = normalizePhone(row.phone_number);
  if (!phone) errors.push("missingPhone");
  // A BSN (the 11-proef), an IBAN or an ID-document number in any field is refused: the
  // product must not hold them. The settings' rules below refuse them too; said once here.
  // A phone number that reads as one is no BSN ("612345678", a spreadsheet's +31 6 without its 0);
  // a personnel number of eight digits is that number. One of nine that passes the 11-proef is
  // refused here even so: a spreadsheet row has nobody to confirm it is no BSN, as the form asks.
  const checked = IMPORT_FIELDS.filter((f) => !(f === "phone_number" && phone));
  if (checked.some((f) => isOrHoldsIdentifier(row[f].trim(), { eightDigits: f !== "employee_number" })))
    errors.push("sensitive");
  const parsed = rowRules.safeParse({
    first_name: row.first_name,
    last_name: row.last_name,
    phone_number: phone || null,
    email: row.email.trim() || null,
    employee_number: row.employee_number,
  });
  if (!parsed.success) {
    // The identifier rule's issues are "sensitive" above, not a field's length or format; the
    // phone's own rule (a whole number, complete-number.ts) is its format.
    const issues = parsed.error.issues.filter((i) => i.code !== "custom" || i.path[0] === "phone_number");
    const paths = new Set(issues.map((i) => String(i.path[0])));
    if (phone && paths.has("phone_number")) errors.push("invalidPhone");
    if (paths.has("email")) errors.push("invalidEmail");
    const tooLong = ["first_name", "last_name", "employee_number"].some(
      (f) => paths.has(f) && row[f as ImportField].trim() !== "",
    );
    if (tooLong) errors.push("tooLong");
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors: errors.length ? errors : ["tooLong"] };
  const { employee_number_not_bsn: _, ...v } = parsed.data;
  return {
    ok: true,
    values: { ...v, phone_number: phone, email: v.email ?? null, employee_number: v.employee_number ?? null },
  };
}

/**
 * Each row checked, and a row whose (valid) phone an earlier row of `rows` already has is
 * a duplicate: one number is one employee. `stored` holds the employees already on record by
 * phone number: a row that names another person than the one stored under its number is
 * refused (isOtherPerson), since updating would hand that person's record to someone else.
 */
export function checkImportRows(rows: readonly ImportRow[], stored: ReadonlyMap<string, StoredIdentity> = new Map()) {
  const seen = new Set<string>();
  return rows.map((row) => {
    const verdict = checkImportRow(row);
    if (!verdict.ok) return { line: row.line, ...verdict };
    const refuse = (error: RowError) => ({ line: row.line, ok: false as const, errors: [error] });
    if (seen.has(verdict.values.phone_number)) return refuse("duplicatePhone");
    seen.add(verdict.values.phone_number);
    const known = stored.get(verdict.values.phone_number);
    if (known && isOtherPerson(known, verdict.values)) return refuse("otherPerson");
    return { line: row.line, ...verdict };
  });
}
export type CheckedRow = ReturnType<typeof checkImportRows>[number];

/** The route's answer per row. */
export type RowOutcome =
  | { line: number; outcome: "created" | "updated" | "unchanged" }
  | { line: number; outcome: "skipped"; errors: RowError[] };
export type ImportCounts = { created: number; updated: number; unchanged: number; skipped: number };
export type ImportReply = { counts: ImportCounts; rows: RowOutcome[] };
