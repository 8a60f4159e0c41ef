import type { Transaction } from "@rocicorp/zero";
import { type Schema, type ZeroContext, zql } from "../../zero-schema.ts";
import { nl } from "../i18n/nl.ts";
import { can, type EffectiveRole, effectiveRole, type Permission } from "./roles.ts";

// Who may run a mutator: every mutator checks here, inside its own transaction, so the
// server (which runs the same code) decides from the session's user, never the client.
export type Tx = Transaction<Schema>;

/** One generic error for both "does not exist" and "not yours", so nothing leaks. */
export class NotAuthorizedError extends Error {
  constructor() {
    super(nl.errors.notFoundOrNotAuthorized);
  }
}

export function requireUser(ctx: ZeroContext | undefined): ZeroContext {
  if (!ctx) throw new NotAuthorizedError();
  return ctx;
}

/**
 * The browser's store holds only what its queries have synced so far: an organisation or a
 * membership missing there may simply not have arrived yet (a client acting right after it
 * connected, a membership granted a moment ago). Refusing then told an admin "Niet gevonden
 * of geen toegang" and never sent the change, so the server never judged it (a race between
 * two admins creating one FAQ lost that way). The browser's run makes no optimistic change
 * instead and the server's run, which reads the database, decides (see quiet-on-rebase.ts).
 */
export class UnknownInBrowserError extends Error {}

async function roleIn(tx: Tx, ctx: ZeroContext, organizationId: string): Promise<EffectiveRole | null> {
  const org = await tx.run(zql.organizations.where("id", organizationId).one());
  const member =
    org &&
    (await tx.run(
      zql.organization_members.where("organization_id", organizationId).where("user_id", ctx.userID).one(),
    ));
  const role = org ? effectiveRole(member?.role, ctx.platformRole) : null;
  if (!role && tx.location === "client") throw new UnknownInBrowserError();
  return role;
}

/** The caller and its role, if it holds `need` in the organisation (role map in roles.ts). */
export async function requireRole(tx: Tx, ctx: ZeroContext | undefined, organizationId: string, need: Permission) {
  const user = requireUser(ctx);
  const role = await roleIn(tx, user, organizationId);
  if (!role || !can(role, need)) throw new NotAuthorizedError();
  return { user, role };
}

export const requireAdmin = (tx: Tx, ctx: ZeroContext | undefined, organizationId: string) =>
  requireRole(tx, ctx, organizationId, "admin");

/** The row with the caller and its role, if the row exists and the caller holds `need` in its organisation; else the one generic refusal. */
export async function requireRow<T extends { organization_id: string }>(
  tx: Tx,
  ctx: ZeroContext | undefined,
  row: T | undefined,
  need: Permission,
) {
  if (!row) throw new NotAuthorizedError();
  return { row, ...(await requireRole(tx, ctx, row.organization_id, need)) };
}

/** The row, if it exists and the caller administers its organisation; else the one generic refusal. */
export async function adminRow<T extends { organization_id: string }>(
  tx: Tx,
  ctx: ZeroContext | undefined,
  row: T | undefined,
) {
  return (await requireRow(tx, ctx, row, "admin")).row;
}

/**
 * On the server, the row locked for the rest of the transaction, so a read-modify-write of
 * it (a phrasing added, a count raised) by two colleagues at once runs one after the other
 * and the second reads what the first wrote. The client's optimistic run needs no lock.
 */
export async function lockRow(tx: Tx, table: "faqs" | "employees" | "conversations" | "organizations", id: string) {
  if (tx.location === "server") await tx.dbTransaction.query(`select 1 from ${table} where id = $1 for update`, [id]);
}

/**
 * Refuses a save made from a form opened before a colleague changed the row (optimistic
 * concurrency): the form sends the `updated_at` it was opened with. Without it, the later
 * save silently undid the colleague's change.
 */
export function requireUnchanged(row: { updated_at: number }, expected: number | undefined, message: string) {
  // Within a millisecond is the same moment: Postgres keeps microseconds, a JS Date does not.
  if (expected !== undefined && Math.abs(row.updated_at - expected) >= 1) throw new Error(message);
}

// Timestamps: the client passes its clock for the optimistic write; the server's own clock wins.
export const now = (tx: Tx, clientNow: number) => (tx.location === "server" ? Date.now() : clientNow);

/** A new row's two timestamps: created and last changed are the same moment. */
export const newRowStamps = (tx: Tx, clientNow: number) => {
  const at = now(tx, clientNow);
  return { created_at: at, updated_at: at };
};
