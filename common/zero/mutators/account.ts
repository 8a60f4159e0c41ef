import { defineMutator } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { NotAuthorizedError, now, requireUser } from "../authorize.ts";

// The caller's own rows: its profile and its notifications.
export const profileMutators = {
  updateName: defineMutator(
    z.object({ full_name: z.string().trim().min(1).max(200), now: z.number() }),
    async ({ tx, args, ctx }) => {
      const user = requireUser(ctx);
      const existing = await tx.run(zql.profiles.where("user_id", user.userID).one());
      if (!existing) throw new NotAuthorizedError();
      await tx.mutate.profiles.update({
        user_id: user.userID,
        full_name: args.full_name,
        updated_at: now(tx, args.now),
      });
    },
  ),
};

export const notificationMutators = {
  markRead: defineMutator(z.object({ id: z.string(), now: z.number() }), async ({ tx, args, ctx }) => {
    const user = requireUser(ctx);
    const row = await tx.run(zql.notifications.where("id", args.id).where("user_id", user.userID).one());
    if (!row) throw new NotAuthorizedError();
    if (row.read_at == null) await tx.mutate.notifications.update({ id: args.id, read_at: now(tx, args.now) });
  }),
  markAllRead: defineMutator(z.object({ now: z.number() }), async ({ tx, args, ctx }) => {
    const user = requireUser(ctx);
    const unread = await tx.run(zql.notifications.where("user_id", user.userID).where("read_at", "IS", null));
    const at = now(tx, args.now);
    for (const n of unread) await tx.mutate.notifications.update({ id: n.id, read_at: at });
  }),
};
