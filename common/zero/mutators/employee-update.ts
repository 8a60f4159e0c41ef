import { defineMutator } from "@rocicorp/zero";
import { zql } from "../../../zero-schema.ts";
import { logActivity } from "../activity.ts";
import { now, requireRow } from "../authorize.ts";
import { employeeInput } from "../validation.ts";

/**
 * Medewerkers 'Bewerken': an admin changes an employee's name and contact details. For an
 * employee linked to Fleks with employees set to Push or Bi-directional, the server's
 * transaction also queues the push to Fleks (the trigger in migrations/0029_fleks_push.ts).
 */
export const updateEmployee = defineMutator(
  employeeInput.omit({ organization_id: true }),
  async ({ tx, args, ctx }) => {
    const { row, user } = await requireRow(tx, ctx, await tx.run(zql.employees.where("id", args.id).one()), "admin");
    const { now: clientNow, ...fields } = args;
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
