import {
  checkImportRows,
  type ImportCounts,
  type ImportReply,
  type ImportRow,
  type RowOutcome,
} from "../../common/employees/import-row.ts";
import { normalizePhone } from "../../common/employees/phone.ts";
import { recordActivity } from "../activity/record-activity.ts";
import type { Db } from "../db/connect.ts";
import { upsertImportedEmployees } from "./upsert-imported-employees.ts";

/**
 * One batch of the CSV import: every row checked again with the browser's rules (the
 * server trusts none of its verdicts) against the employees on record, the valid ones
 * upserted in one statement, and one
 * activity entry with the counts, all in one transaction. Each row's outcome comes back.
 */
export async function importEmployees(
  db: Db,
  caller: { organizationId: string; userId: string },
  rows: readonly ImportRow[],
): Promise<ImportReply> {
  return db.transaction().execute(async (trx) => {
    // The employees on record under the rows' numbers, locked until the batch is written,
    // so a row for another person is refused rather than written over them.
    const phones = rows.map((r) => normalizePhone(r.phone_number)).filter((p): p is string => Boolean(p));
    const stored = phones.length
      ? await trx
          .selectFrom("employees")
          .select(["phone_number", "first_name", "last_name", "email", "employee_number"])
          .where("organization_id", "=", caller.organizationId)
          .where("phone_number", "in", phones)
          .forUpdate()
          .execute()
      : [];
    const checked = checkImportRows(rows, new Map(stored.map((e) => [e.phone_number ?? "", e])));
    const valid = checked.flatMap((c) => (c.ok ? [c.values] : []));
    const written = await upsertImportedEmployees(trx, caller.organizationId, valid);
    const outcomes: RowOutcome[] = checked.map((c) =>
      c.ok
        ? { line: c.line, outcome: written.get(c.values.phone_number) ?? "unchanged" }
        : { line: c.line, outcome: "skipped", errors: c.errors },
    );
    const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
    for (const o of outcomes) counts[o.outcome] += 1;
    // Counts only: no names or numbers of the people imported.
    await recordActivity(trx, {
      organizationId: caller.organizationId,
      actorUserId: caller.userId,
      kind: "employees_imported",
      details: counts,
    });
    return { counts, rows: outcomes };
  });
}
