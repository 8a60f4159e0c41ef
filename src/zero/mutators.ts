import { defineMutator, defineMutators, type Transaction } from "@rocicorp/zero";
import { z } from "zod";
import { type Schema, type ZeroContext, zql } from "../../zero-schema.ts";
import { nl } from "../i18n/nl.ts";
import { type EffectiveRole, effectiveRole, isAdmin } from "./roles.ts";
import {
  faqCreateInput,
  faqUpdateInput,
  hexColor,
  organizationEmailInput,
  organizationGeneralInput,
} from "./validation.ts";

type Tx = Transaction<Schema>;

/** One generic error for both "does not exist" and "not yours", so nothing leaks. */
export class NotAuthorizedError extends Error {
  constructor() {
    super(nl.errors.notFoundOrNotAuthorized);
  }
}

function requireUser(ctx: ZeroContext | undefined): ZeroContext {
  if (!ctx) throw new NotAuthorizedError();
  return ctx;
}

async function roleIn(tx: Tx, ctx: ZeroContext, organizationId: string): Promise<EffectiveRole | null> {
  const org = await tx.run(zql.organizations.where("id", organizationId).one());
  if (!org) return null;
  const member = await tx.run(
    zql.organization_members.where("organization_id", organizationId).where("user_id", ctx.userID).one(),
  );
  return effectiveRole(member?.role, ctx.platformRole);
}

async function requireMember(tx: Tx, ctx: ZeroContext | undefined, organizationId: string) {
  const user = requireUser(ctx);
  const role = await roleIn(tx, user, organizationId);
  if (!role) throw new NotAuthorizedError();
  return { user, role };
}

async function requireAdmin(tx: Tx, ctx: ZeroContext | undefined, organizationId: string) {
  const r = await requireMember(tx, ctx, organizationId);
  if (!isAdmin(r.role)) throw new NotAuthorizedError();
  return r;
}

// Timestamps: the client passes its clock for the optimistic write; the server's own clock wins.
const now = (tx: Tx, clientNow: number) => (tx.location === "server" ? Date.now() : clientNow);

export const mutators = defineMutators({
  organization: {
    updateGeneral: defineMutator(organizationGeneralInput, async ({ tx, args, ctx }) => {
      await requireAdmin(tx, ctx, args.id);
      await tx.mutate.organizations.update({
        id: args.id,
        name: args.name,
        display_name: args.display_name,
        updated_at: now(tx, args.now),
      });
    }),
    updateEmailSettings: defineMutator(organizationEmailInput, async ({ tx, args, ctx }) => {
      await requireAdmin(tx, ctx, args.id);
      await tx.mutate.organizations.update({
        id: args.id,
        email_sender_name: args.email_sender_name,
        email_domain: args.email_domain,
        email_from_address: args.email_from_address,
        updated_at: now(tx, args.now),
      });
    }),
    // Confetti is a preference every member may change (spec §6).
    setConfetti: defineMutator(
      z.object({ id: z.string(), enabled: z.boolean(), now: z.number() }),
      async ({ tx, args, ctx }) => {
        await requireMember(tx, ctx, args.id);
        await tx.mutate.organizations.update({
          id: args.id,
          enable_confetti: args.enabled,
          updated_at: now(tx, args.now),
        });
      },
    ),
    updateBrandingColors: defineMutator(
      z.object({ id: z.string(), accent_color: hexColor, now: z.number() }),
      async ({ tx, args, ctx }) => {
        await requireAdmin(tx, ctx, args.id);
        await tx.mutate.organizations.update({
          id: args.id,
          accent_color: args.accent_color,
          updated_at: now(tx, args.now),
        });
      },
    ),
  },
  // FAQs are the assistant's knowledge: admins keep them (members "can only add documents", spec §6).
  faq: {
    create: defineMutator(faqCreateInput, async ({ tx, args, ctx }) => {
      await requireAdmin(tx, ctx, args.organization_id);
      const at = now(tx, args.now);
      await tx.mutate.faqs.insert({
        id: args.id,
        organization_id: args.organization_id,
        question: args.question,
        answer: args.answer,
        channel: "whatsapp",
        is_active: args.is_active,
        ai_response_mode: args.ai_response_mode,
        requires_verification: args.requires_verification,
        created_at: at,
        updated_at: at,
      });
    }),
    update: defineMutator(faqUpdateInput, async ({ tx, args, ctx }) => {
      const row = await tx.run(zql.faqs.where("id", args.id).one());
      if (!row) throw new NotAuthorizedError();
      await requireAdmin(tx, ctx, row.organization_id);
      await tx.mutate.faqs.update({
        id: args.id,
        question: args.question,
        answer: args.answer,
        is_active: args.is_active,
        ai_response_mode: args.ai_response_mode,
        requires_verification: args.requires_verification,
        updated_at: now(tx, args.now),
      });
    }),
    delete: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
      const row = await tx.run(zql.faqs.where("id", args.id).one());
      if (!row) throw new NotAuthorizedError();
      await requireAdmin(tx, ctx, row.organization_id);
      await tx.mutate.faqs.delete({ id: args.id });
    }),
  },
  profile: {
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
  },
  notification: {
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
  },
  member: {
    changeRole: defineMutator(
      z.object({ id: z.string(), role: z.enum(["owner", "admin", "member"]) }),
      async ({ tx, args, ctx }) => {
        const row = await tx.run(zql.organization_members.where("id", args.id).one());
        if (!row) throw new NotAuthorizedError();
        await requireAdmin(tx, ctx, row.organization_id);
        await tx.mutate.organization_members.update({ id: args.id, role: args.role });
      },
    ),
    remove: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
      const row = await tx.run(zql.organization_members.where("id", args.id).one());
      if (!row) throw new NotAuthorizedError();
      await requireAdmin(tx, ctx, row.organization_id);
      await tx.mutate.organization_members.delete({ id: args.id });
    }),
  },
  invitation: {
    cancel: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
      const row = await tx.run(zql.organization_invitations.where("id", args.id).one());
      if (!row) throw new NotAuthorizedError();
      await requireAdmin(tx, ctx, row.organization_id);
      await tx.mutate.organization_invitations.delete({ id: args.id });
    }),
  },
});

export type Mutators = typeof mutators;
