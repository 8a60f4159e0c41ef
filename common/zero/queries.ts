import { defineQueries, defineQuery } from "@rocicorp/zero";
import { z } from "zod";
import { type ZeroContext, zql } from "../../zero-schema.ts";

// Every query enforces the organisation boundary in its own body. Deny = empty result
// (no user id is ever "", so an anonymous context matches nothing).
// An empty id (no organisation chosen yet) simply matches nothing.
const orgArgs = z.object({ organizationId: z.string() });

// `scope` is what the client asks for; the server grants "platform" only to platform roles.
// It is part of the query's identity, so a role change gets a fresh server transform
// instead of zero-cache's cached one (re-transformed only every
// ZERO_AUTH_RETRANSFORM_INTERVAL_SECONDS).
const scopeArgs = z.object({ scope: z.enum(["member", "platform"]).default("member") });

function organizationsVisibleTo(ctx: ZeroContext | undefined, scope: "member" | "platform") {
  const q = zql.organizations.orderBy("name", "asc");
  if (!ctx) return q.where(({ or }) => or());
  if (scope === "platform" && ctx.platformRole) return q;
  return q.whereExists("members", (m) => m.where("user_id", ctx.userID));
}

export const queries = defineQueries({
  organizations: {
    visible: defineQuery(scopeArgs, ({ args, ctx }) => organizationsVisibleTo(ctx, args.scope)),
    byId: defineQuery(orgArgs.extend(scopeArgs.shape), ({ args, ctx }) =>
      organizationsVisibleTo(ctx, args.scope).where("id", args.organizationId).one(),
    ),
  },
  members: {
    mine: defineQuery(({ ctx }) =>
      zql.organization_members.where("user_id", ctx?.userID ?? "").related("organization"),
    ),
    ofOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.organization_members
        .where("organization_id", args.organizationId)
        .related("profile")
        .orderBy("created_at", "asc");
      if (!ctx) return q.where(({ or }) => or());
      if (ctx.platformRole) return q;
      return q.whereExists("organization", (o) => o.whereExists("members", (m) => m.where("user_id", ctx.userID)));
    }),
  },
  invitations: {
    pendingOfOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.organization_invitations
        .where("organization_id", args.organizationId)
        .where("status", "pending")
        .orderBy("created_at", "desc");
      if (!ctx) return q.where(({ or }) => or());
      if (ctx.platformRole) return q;
      return q.whereExists("members", (m) => m.where("user_id", ctx.userID).where("role", "IN", ["owner", "admin"]));
    }),
  },
  faqs: {
    // Newest first, only the organisation's own.
    ofOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.faqs.where("organization_id", args.organizationId).orderBy("created_at", "desc");
      if (!ctx) return q.where(({ or }) => or());
      if (ctx.platformRole) return q;
      return q.whereExists("members", (m) => m.where("user_id", ctx.userID));
    }),
  },
  documents: {
    ofOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.documents.where("organization_id", args.organizationId).orderBy("created_at", "desc");
      if (!ctx) return q.where(({ or }) => or());
      if (ctx.platformRole) return q;
      return q.whereExists("members", (m) => m.where("user_id", ctx.userID));
    }),
  },
  conversations: {
    // Most recent first; the inbox list and the analytics table read this one query.
    ofOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.conversations
        .where("organization_id", args.organizationId)
        .related("employee")
        .orderBy("last_message_at", "desc")
        .limit(500);
      if (!ctx) return q.where(({ or }) => or());
      if (ctx.platformRole) return q;
      return q.whereExists("members", (m) => m.where("user_id", ctx.userID));
    }),
  },
  messages: {
    // A thread, oldest first.
    ofConversation: defineQuery(orgArgs.extend({ conversationId: z.string() }), ({ args, ctx }) => {
      const q = zql.whatsapp_messages
        .where("organization_id", args.organizationId)
        .where("conversation_id", args.conversationId)
        .related("sender")
        .orderBy("created_at", "asc");
      if (!ctx) return q.where(({ or }) => or());
      if (ctx.platformRole) return q;
      return q.whereExists("members", (m) => m.where("user_id", ctx.userID));
    }),
  },
  handovers: {
    // Recent bot replies that handed a question to staff, with the employee's message: the
    // FAQ dialog suggests those whose explanation had the FAQ in view as new phrasings.
    recent: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.whatsapp_messages
        .where("organization_id", args.organizationId)
        .where("is_from_bot", true)
        .where("handover", true)
        .related("question", (m) => m.where("organization_id", args.organizationId))
        .orderBy("created_at", "desc")
        .limit(200);
      if (!ctx) return q.where(({ or }) => or());
      if (ctx.platformRole) return q;
      return q.whereExists("members", (m) => m.where("user_id", ctx.userID));
    }),
  },
  synonyms: {
    ofOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.assistant_synonyms.where("organization_id", args.organizationId).orderBy("term", "asc");
      if (!ctx) return q.where(({ or }) => or());
      if (ctx.platformRole) return q;
      return q.whereExists("members", (m) => m.where("user_id", ctx.userID));
    }),
  },
  employees: {
    ofOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.employees
        .where("organization_id", args.organizationId)
        .orderBy("first_name", "asc")
        .orderBy("last_name", "asc");
      if (!ctx) return q.where(({ or }) => or());
      if (ctx.platformRole) return q;
      return q.whereExists("members", (m) => m.where("user_id", ctx.userID));
    }),
  },
  templates: {
    ofOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.whatsapp_templates.where("organization_id", args.organizationId).orderBy("created_at", "desc");
      if (!ctx) return q.where(({ or }) => or());
      if (ctx.platformRole) return q;
      return q.whereExists("members", (m) => m.where("user_id", ctx.userID));
    }),
  },
  userRoles: {
    mine: defineQuery(({ ctx }) => zql.user_roles.where("user_id", ctx?.userID ?? "")),
  },
  profiles: {
    mine: defineQuery(({ ctx }) => zql.profiles.where("user_id", ctx?.userID ?? "").one()),
  },
  notifications: {
    mine: defineQuery(({ ctx }) => {
      const q = zql.notifications.orderBy("created_at", "desc").limit(50);
      return q.where("user_id", ctx?.userID ?? "");
    }),
  },
});
