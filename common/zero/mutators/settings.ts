import { defineMutator } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { onlyBsnShaped } from "../../privacy/bsn-shaped.ts";
import { logActivity } from "../activity.ts";
import { adminRow, newRowStamps, now, requireAdmin, requireRow } from "../authorize.ts";
import { employeeInput } from "../employee-input.ts";
import { templateInput } from "../validation.ts";

// Settings screens: admins keep the organisation's employees and WhatsApp templates. Each
// change to an employee is in the activity log by the employee's id, never their name.
export const employeeMutators = {
  create: defineMutator(employeeInput, async ({ tx, args, ctx }) => {
    const { user } = await requireAdmin(tx, ctx, args.organization_id);
    const { now: clientNow, employee_number_not_bsn: confirmed, ...fields } = args;
    // The admin's word that this 11-proef number is no BSN, kept with the number it was given for.
    const notBsn = confirmed && onlyBsnShaped(fields.employee_number);
    await tx.mutate.employees.insert({
      ...fields,
      employee_number_not_bsn: notBsn,
      is_active: true,
      ...newRowStamps(tx, clientNow),
    });
    await logActivity(tx, user, {
      organizationId: args.organization_id,
      kind: "employee_added",
      target: args.id,
      ...(notBsn && { details: { confirmedNotBsn: true } }),
    });
  }),
  setActive: defineMutator(
    z.object({ id: z.string(), is_active: z.boolean(), now: z.number() }),
    async ({ tx, args, ctx }) => {
      const { row, user } = await requireRow(tx, ctx, await tx.run(zql.employees.where("id", args.id).one()), "admin");
      await tx.mutate.employees.update({ id: args.id, is_active: args.is_active, updated_at: now(tx, args.now) });
      await logActivity(tx, user, {
        organizationId: row.organization_id,
        kind: "employee_changed",
        target: args.id,
        details: { is_active: args.is_active },
      });
    },
  ),
  delete: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
    const { row, user } = await requireRow(tx, ctx, await tx.run(zql.employees.where("id", args.id).one()), "admin");
    await tx.mutate.employees.delete({ id: args.id });
    await logActivity(tx, user, { organizationId: row.organization_id, kind: "employee_deleted", target: args.id });
  }),
};

export const templateMutators = {
  create: defineMutator(templateInput, async ({ tx, args, ctx }) => {
    await requireAdmin(tx, ctx, args.organization_id);
    const { now: clientNow, ...fields } = args;
    await tx.mutate.whatsapp_templates.insert({ ...fields, is_active: true, created_at: now(tx, clientNow) });
  }),
  setActive: defineMutator(z.object({ id: z.string(), is_active: z.boolean() }), async ({ tx, args, ctx }) => {
    await adminRow(tx, ctx, await tx.run(zql.whatsapp_templates.where("id", args.id).one()));
    await tx.mutate.whatsapp_templates.update({ id: args.id, is_active: args.is_active });
  }),
  delete: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
    await adminRow(tx, ctx, await tx.run(zql.whatsapp_templates.where("id", args.id).one()));
    await tx.mutate.whatsapp_templates.delete({ id: args.id });
  }),
};
