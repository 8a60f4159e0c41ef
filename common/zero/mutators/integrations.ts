import { defineMutator } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { logActivity } from "../activity.ts";
import { adminRow, now, requireUser } from "../authorize.ts";

// The Apps overview's list: admins switch an integration on or off and disconnect it. Adding
// one goes through POST /api/integrations, because its API key is encrypted on the server.
const id = z.string().min(1).max(200);

export const integrationMutators = {
  setActive: defineMutator(z.object({ id, is_active: z.boolean(), now: z.number() }), async ({ tx, args, ctx }) => {
    const row = await adminRow(tx, ctx, await tx.run(zql.external_integrations.where("id", args.id).one()));
    if (row.is_active === args.is_active) return;
    await tx.mutate.external_integrations.update({
      id: args.id,
      is_active: args.is_active,
      updated_at: now(tx, args.now),
    });
    await logActivity(tx, requireUser(ctx), {
      organizationId: row.organization_id,
      kind: "integration_status_changed",
      target: row.id,
      details: { name: row.name, provider: row.provider, is_active: args.is_active },
    });
  }),
  // Disconnecting deletes the row and with it the stored key and, for Fleks, the sync
  // settings; rows already synced into fleks_* stay (they do not reference the integration).
  delete: defineMutator(z.object({ id }), async ({ tx, args, ctx }) => {
    const row = await adminRow(tx, ctx, await tx.run(zql.external_integrations.where("id", args.id).one()));
    await tx.mutate.external_integrations.delete({ id: args.id });
    await logActivity(tx, requireUser(ctx), {
      organizationId: row.organization_id,
      kind: "integration_removed",
      target: row.id,
      details: { name: row.name, provider: row.provider, integration_type: row.integration_type },
    });
  }),
};
