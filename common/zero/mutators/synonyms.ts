import { defineMutator } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { nl } from "../../i18n/nl.ts";
import { adminRow, newRowStamps, now, requireAdmin, type Tx } from "../authorize.ts";
import { isTermTaken } from "../synonym-terms.ts";
import { synonymCreateInput, synonymUpdateInput } from "../validation.ts";

/**
 * One entry per term in an organisation. The database's unique index has the last word
 * (two admins at once); this check gives the usual case a Dutch message.
 */
async function requireFreeTerm(tx: Tx, organizationId: string, term: string, exceptId: string | null) {
  const entries = await tx.run(zql.assistant_synonyms.where("organization_id", organizationId));
  if (isTermTaken(entries, term, exceptId)) throw new Error(nl.synonyms.duplicateTerm);
}

// The organisation's own synonyms: admins keep them, every member may read them.
export const synonymMutators = {
  create: defineMutator(synonymCreateInput, async ({ tx, args, ctx }) => {
    await requireAdmin(tx, ctx, args.organization_id);
    await requireFreeTerm(tx, args.organization_id, args.term, null);
    const { id, organization_id, term, synonyms } = args;
    await tx.mutate.assistant_synonyms.insert({ id, organization_id, term, synonyms, ...newRowStamps(tx, args.now) });
  }),
  update: defineMutator(synonymUpdateInput, async ({ tx, args, ctx }) => {
    const row = await adminRow(tx, ctx, await tx.run(zql.assistant_synonyms.where("id", args.id).one()));
    await requireFreeTerm(tx, row.organization_id, args.term, row.id);
    await tx.mutate.assistant_synonyms.update({
      id: args.id,
      term: args.term,
      synonyms: args.synonyms,
      updated_at: now(tx, args.now),
    });
  }),
  delete: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
    await adminRow(tx, ctx, await tx.run(zql.assistant_synonyms.where("id", args.id).one()));
    await tx.mutate.assistant_synonyms.delete({ id: args.id });
  }),
};
