import { defineMutator } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { nl } from "../../i18n/nl.ts";
import { onlyBsnShaped } from "../../privacy/bsn-shaped.ts";
import { logActivity } from "../activity.ts";
import { lockRow, now, requireRow, requireUnchanged } from "../authorize.ts";
import { checkEmployeeNumber, employeeFields } from "../employee-input.ts";

/**
 * Medewerkers 'Bewerken': an admin changes an employee's name and contact details. For an
 * employee linked to Fleks with employees set to Push or Bi-directional, the server's
 * transaction also queues the push to Fleks (the trigger in migrations/0029_fleks_push.ts).
 */
export const updateEmployee = defineMutator(
  // expected_updated_at: the row's updated_at when the dialog opened (see requireUnchanged).
  employeeFields
    .omit({ organization_id: true })
    .extend({ expected_updated_at: z.number().optional() })
    .superRefine(checkEmployeeNumber),
  async ({ tx, args, ctx }) => {
    await lockRow(tx, "employees", args.id);
    const { row, user } = await requireRow(tx, ctx, await tx.run(zql.employees.where("id", args.id).one()), "admin");
    requireUnchanged(row, args.expected_updated_at, nl.employees.changedMeanwhile);
    const { now: clientNow, expected_updated_at: _, employee_number_not_bsn: confirmed, ...fields } = args;
    // The admin's word that this 11-proef number is no BSN, kept with the number it was given for.
    const notBsn = confirmed && onlyBsnShaped(fields.employee_number);
    await tx.mutate.employees.update({ ...fields, employee_number_not_bsn: notBsn, updated_at: now(tx, clientNow) });
    // Which details changed, not what they say: the log keeps no personal data.
    const changed = (["first_name", "last_name", "phone_number", "email", "employee_number"] as const).filter(
      (key) => (fields[key] ?? null) !== (row[key] ?? null),
    );
    await logActivity(tx, user, {
      organizationId: row.organization_id,
      kind: "employee_changed",
      target: args.id,
      details: { fields: changed.join(", "), ...(notBsn && { confirmedNotBsn: true }) },
    });
  },
);
