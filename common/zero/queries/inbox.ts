import { defineQuery } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { orgArgs } from "./args.ts";
import { applyOrganizationPermissions, organizationQuery } from "./permissions.ts";

// The inbox: conversations, their messages, and the assistant's handovers.
const conversationsOf = (organizationId: string) =>
  zql.conversations
    .where("organization_id", organizationId)
    .related("employee")
    .orderBy("last_message_at", "desc")
    .limit(500);

const threadOf = (organizationId: string, conversationId: string) =>
  zql.whatsapp_messages
    .where("organization_id", organizationId)
    .where("conversation_id", conversationId)
    .related("sender")
    .orderBy("created_at", "asc");

export const inboxQueries = {
  conversations: {
    // Most recent first; the inbox list and the analytics table read this one query.
    ofOrganization: organizationQuery(conversationsOf),
  },
  messages: {
    // A thread, oldest first.
    ofConversation: defineQuery(orgArgs.extend({ conversationId: z.string() }), ({ args, ctx }) =>
      applyOrganizationPermissions(threadOf(args.organizationId, args.conversationId), ctx),
    ),
  },
  handovers: {
    // Recent bot replies that handed a question to staff, with the employee's message: the
    // FAQ dialog suggests those whose explanation had the FAQ in view as new phrasings.
    recent: organizationQuery((id) =>
      zql.whatsapp_messages
        .where("organization_id", id)
        .where("is_from_bot", true)
        .where("handover", true)
        .related("question", (m) => m.where("organization_id", id))
        .orderBy("created_at", "desc")
        .limit(200),
    ),
  },
};
