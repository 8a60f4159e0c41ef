import { defineMutator, defineMutators } from "@rocicorp/zero";
import { z } from "zod";
import { type ZeroContext, zql } from "../../zero-schema.ts";
import { nl } from "../i18n/nl.ts";
import { windowOpen } from "../inbox/reply-window.ts";
import { adminRow, NotAuthorizedError, now, requireAdmin, requireMember, requireUser, type Tx } from "./authorize.ts";
import { faqMutators } from "./faq-mutators.ts";
import { MEMBER_ROLES } from "./roles.ts";
import { synonymMutators } from "./synonym-mutators.ts";
import {
  customInstructionsInput,
  employeeInput,
  hexColor,
  organizationEmailInput,
  organizationGeneralInput,
  staffReplyInput,
  templateInput,
  templateSendInput,
  verificationSettingsInput,
} from "./validation.ts";

export { NotAuthorizedError } from "./authorize.ts";

async function memberConversation(tx: Tx, ctx: ZeroContext | undefined, id: string) {
  const row = await tx.run(zql.conversations.where("id", id).one());
  if (!row) throw new NotAuthorizedError();
  const r = await requireMember(tx, ctx, row.organization_id);
  return { row, ...r };
}

/**
 * A staff message: stored as pending; a database trigger enqueues its send job in this
 * transaction. Staff writing in a conversation take it over, so the assistant stays silent.
 */
async function insertStaffMessage(
  tx: Tx,
  conversation: { id: string; organization_id: string; message_count: number },
  userID: string,
  message: { id: string; body: string; template_sid: string | null; at: number },
) {
  await tx.mutate.whatsapp_messages.insert({
    id: message.id,
    organization_id: conversation.organization_id,
    conversation_id: conversation.id,
    direction: "outbound",
    message_body: message.body,
    is_from_bot: false,
    handover: false,
    sent_by_user_id: userID,
    status: "pending",
    template_sid: message.template_sid,
    created_at: message.at,
    updated_at: message.at,
  });
  await tx.mutate.conversations.update({
    id: conversation.id,
    handled_by: "human",
    message_count: conversation.message_count + 1,
    last_message_at: message.at,
  });
}

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
    // Confetti is a preference every member may change.
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
    updateVerification: defineMutator(verificationSettingsInput, async ({ tx, args, ctx }) => {
      await requireAdmin(tx, ctx, args.id);
      await tx.mutate.organizations.update({
        id: args.id,
        verification_required: args.verification_required,
        verification_methods: [...new Set(args.verification_methods)],
        updated_at: now(tx, args.now),
      });
    }),
    updateCustomInstructions: defineMutator(customInstructionsInput, async ({ tx, args, ctx }) => {
      await requireAdmin(tx, ctx, args.id);
      await tx.mutate.organizations.update({
        id: args.id,
        custom_instructions: args.custom_instructions.trim(),
        updated_at: now(tx, args.now),
      });
    }),
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
  faq: faqMutators,
  synonyms: synonymMutators,
  conversation: {
    reply: defineMutator(staffReplyInput, async ({ tx, args, ctx }) => {
      const { row, user } = await memberConversation(tx, ctx, args.conversation_id);
      const at = now(tx, args.now);
      if (!windowOpen(row, at)) throw new Error(nl.inbox.windowClosed);
      await insertStaffMessage(tx, row, user.userID, { id: args.id, body: args.body, template_sid: null, at });
    }),
    // Outside the 24-hour window only an approved template may start the conversation again.
    sendTemplate: defineMutator(templateSendInput, async ({ tx, args, ctx }) => {
      const { row, user } = await memberConversation(tx, ctx, args.conversation_id);
      const template = await tx.run(
        zql.whatsapp_templates.where("id", args.template_id).where("organization_id", row.organization_id).one(),
      );
      if (!template?.is_active) throw new NotAuthorizedError();
      const body = nl.inbox.templateBody(template.name);
      const at = now(tx, args.now);
      await insertStaffMessage(tx, row, user.userID, { id: args.id, body, template_sid: template.template_sid, at });
    }),
    takeOver: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
      await memberConversation(tx, ctx, args.id);
      await tx.mutate.conversations.update({ id: args.id, handled_by: "human" });
    }),
    handBack: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
      await memberConversation(tx, ctx, args.id);
      await tx.mutate.conversations.update({ id: args.id, handled_by: "assistant" });
    }),
  },
  employee: {
    create: defineMutator(employeeInput, async ({ tx, args, ctx }) => {
      await requireAdmin(tx, ctx, args.organization_id);
      const at = now(tx, args.now);
      const { now: _, ...fields } = args;
      await tx.mutate.employees.insert({ ...fields, is_active: true, created_at: at, updated_at: at });
    }),
    setActive: defineMutator(
      z.object({ id: z.string(), is_active: z.boolean(), now: z.number() }),
      async ({ tx, args, ctx }) => {
        await adminRow(tx, ctx, await tx.run(zql.employees.where("id", args.id).one()));
        await tx.mutate.employees.update({ id: args.id, is_active: args.is_active, updated_at: now(tx, args.now) });
      },
    ),
    delete: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
      await adminRow(tx, ctx, await tx.run(zql.employees.where("id", args.id).one()));
      await tx.mutate.employees.delete({ id: args.id });
    }),
  },
  template: {
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
    changeRole: defineMutator(z.object({ id: z.string(), role: z.enum(MEMBER_ROLES) }), async ({ tx, args, ctx }) => {
      await adminRow(tx, ctx, await tx.run(zql.organization_members.where("id", args.id).one()));
      await tx.mutate.organization_members.update({ id: args.id, role: args.role });
    }),
    remove: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
      await adminRow(tx, ctx, await tx.run(zql.organization_members.where("id", args.id).one()));
      await tx.mutate.organization_members.delete({ id: args.id });
    }),
  },
  invitation: {
    cancel: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
      await adminRow(tx, ctx, await tx.run(zql.organization_invitations.where("id", args.id).one()));
      await tx.mutate.organization_invitations.delete({ id: args.id });
    }),
  },
});

export type Mutators = typeof mutators;
