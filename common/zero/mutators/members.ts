import { defineMutator } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { adminRow } from "../authorize.ts";
import { MEMBER_ROLES } from "../roles.ts";

// Users of the organisation: admins change roles, remove members and cancel invitations.
export const memberMutators = {
  changeRole: defineMutator(z.object({ id: z.string(), role: z.enum(MEMBER_ROLES) }), async ({ tx, args, ctx }) => {
    await adminRow(tx, ctx, await tx.run(zql.organization_members.where("id", args.id).one()));
    await tx.mutate.organization_members.update({ id: args.id, role: args.role });
  }),
  remove: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
    await adminRow(tx, ctx, await tx.run(zql.organization_members.where("id", args.id).one()));
    await tx.mutate.organization_members.delete({ id: args.id });
  }),
};

export const invitationMutators = {
  cancel: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
    await adminRow(tx, ctx, await tx.run(zql.organization_invitations.where("id", args.id).one()));
    await tx.mutate.organization_invitations.delete({ id: args.id });
  }),
};
