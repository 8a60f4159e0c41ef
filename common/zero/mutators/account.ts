import { defineMutator } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { NotAuthorizedError, now, requireUser, type Tx } from "../authorize.ts";

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
    if (row.read_at != null) return;
    await tx.mutate.notifications.update({ id: args.id, read_at: now(tx, args.now) });
    await countUnread(tx, user.userID, (n) => n - 1);
  }),
  markAllRead: defineMutator(z.object({ now: z.number() }), async ({ tx, args, ctx }) => {
    const user = requireUser(ctx);
    const unread = await tx.run(zql.notifications.where("user_id", user.userID).where("read_at", "IS", null));
    const at = now(tx, args.now);
    for (const n of unread) await tx.mutate.notifications.update({ id: n.id, read_at: at });
    await countUnread(tx, user.userID, () => 0);
  }),
};

/**
 * The bell's count at once in the tab that read: the database keeps the real count by
 * trigger (migrations/0062_notification_counts.ts), which replaces this guess when the
 * server confirms. On the server the trigger alone counts.
 */
async function countUnread(tx: Tx, userId: string, next: (n: number) => number) {
  if (tx.location === "server") return;
  const row = await tx.run(zql.notification_counts.where("user_id", userId).one());
  if (row) await tx.mutate.notification_counts.update({ user_id: userId, unread: Math.max(0, next(row.unread)) });
}
