import { sql } from "kysely";
import type { EmployeeValues } from "../../common/employees/import-row.ts";
import type { Db } from "../db/connect.ts";

export type UpsertOutcome = "created" | "updated" | "unchanged";

/**
 * One statement for the whole batch: new phone numbers are inserted, known ones updated on
 * (organization_id, phone_number). A blank e-mail or employee number keeps the stored one
 * (an import adds, it does not erase); a row whose values are all the same is left alone
 * and reported unchanged. The rows' phones must be unique (Postgres refuses to update one
 * row twice in a statement): the caller drops repeats first.
 */
export async function upsertImportedEmployees(
  db: Db,
  organizationId: string,
  rows: readonly EmployeeValues[],
): Promise<Map<string, UpsertOutcome>> {
  const outcomes = new Map<string, UpsertOutcome>(rows.map((r) => [r.phone_number, "unchanged"]));
  if (rows.length === 0) return outcomes;
  const written = await db
    .insertInto("employees")
    .values(rows.map((r) => ({ id: crypto.randomUUID(), organization_id: organizationId, ...r })))
    .onConflict((oc) =>
      oc
        .columns(["organization_id", "phone_number"])
        .doUpdateSet({
          first_name: (eb) => eb.ref("excluded.first_name"),
          last_name: (eb) => eb.ref("excluded.last_name"),
          email: sql`coalesce(excluded.email, employees.email)`,
          employee_number: sql`coalesce(excluded.employee_number, employees.employee_number)`,
          updated_at: sql`now()`,
        })
        .where(
          sql<boolean>`(employees.first_name, employees.last_name, employees.email, employees.employee_number)
            is distinct from (excluded.first_name, excluded.last_name,
              coalesce(excluded.email, employees.email), coalesce(excluded.employee_number, employees.employee_number))`,
        ),
    )
    // xmax is 0 for a row this statement inserted, the updating transaction's id otherwise.
    .returning(["phone_number", sql<boolean>`xmax = 0`.as("inserted")])
    .execute();
  for (const row of written) {
    if (row.phone_number) outcomes.set(row.phone_number, row.inserted ? "created" : "updated");
  }
  return outcomes;
}
