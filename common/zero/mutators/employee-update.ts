import { defineMutator } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { nl } from "../../i18n/nl.ts";
import { logActivity } from "../activity.ts";
import { lockRow, now, requireRow, requireUnchanged } from "../authorize.ts";
import { employeeInput } from "../validation.ts";

/**
 * Medewerkers 'Bewerken': an admin changes an employee's name and contact details. For an
 * employee linked to Fleks with employees set to Push or Bi-directional, the server's
 * transaction also queues the push to Fleks (the trigger in migrations/0029_fleks_push.ts).
 */
export const updateEmployee = defineMutator(
  // expected_updated_at: the row's updated_at when the dialog opened (see requireUnchanged).
  employeeInput.omit({ organization_id: true }).extend({ expected_updated_at: z.number().optional() }),
  async ({ tx, args, ctx }) => {
    await lockRow(tx, "employees", args.id);
    const { row, user } = await requireRow(tx, ctx, await tx.run(zql.employees.where("id", args.id).one()), "admin");
    requireUnchanged(row, args.expected_updated_at, nl.employees.changedMeanwhile);
    const { now: clientNow, expected_updated_at: _, ...fields } = args;
    await tx.mutate.employees.update({ ...fields, updated_at: now(tx, clientNow) });
    // Which details changed, not what they say: the log keeps no personal data.
    const changed = (["first_name", "last_name", "phone_number", "email", "employee_number"] as const).filter(
      (key) => (fields[key] ?? null) !== (row[key] ?? null),
    );
    await logActivity(tx, user, {
      organizationId: row.organization_id,
      kind: "employee_changed",
      target: args.id,
      details: { fields: changed.join(", ") },
    });
  },
);
