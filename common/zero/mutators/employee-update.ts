import { defineMutator } from "@rocicorp/zero";
import { zql } from "../../../zero-schema.ts";
import { adminRow, now } from "../authorize.ts";
import { employeeInput } from "../validation.ts";

/**
 * Medewerkers 'Bewerken': an admin changes an employee's name and contact details. For an
 * employee linked to Fleks with employees set to Push or Bi-directional, the server's
 * transaction also queues the push to Fleks (the trigger in migrations/0029_fleks_push.ts).
 */
export const updateEmployee = defineMutator(
  employeeInput.omit({ organization_id: true }),
  async ({ tx, args, ctx }) => {
    await adminRow(tx, ctx, await tx.run(zql.employees.where("id", args.id).one()));
    const { now: clientNow, ...fields } = args;
    await tx.mutate.employees.update({ ...fields, updated_at: now(tx, clientNow) });
  },
);
