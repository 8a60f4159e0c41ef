import { defineQuery } from "@rocicorp/zero";
import { z } from "zod";
import { type ZeroContext, zql } from "../../../zero-schema.ts";
import { INBOX_FILTERS, INBOX_MAX_ROWS, SEARCH_MAX_RESULTS, THREAD_MAX_ROWS } from "../../inbox/inbox-filters.ts";
import { orgArgs } from "./args.ts";
import { readableMessages, withoutHiddenHealth } from "./health.ts";
import { filtered } from "./inbox-filter.ts";
import { applyOrganizationPermissions, organizationQuery } from "./permissions.ts";

// The inbox: conversations, their messages, and the assistant's handovers.
const conversationsOf = (organizationId: string) =>
  zql.conversations
    .where("organization_id", organizationId)
    .related("employee")
    .orderBy("last_message_at", "desc")
    .limit(500);

// Sick reports only for colleagues who may see them; others get their places (healthMarks).
const threadOf = (organizationId: string, conversationId: string, limit: number, ctx: ZeroContext | undefined) =>
  readableMessages(zql.whatsapp_messages, ctx)
    .where("organization_id", organizationId)
    .where("conversation_id", conversationId)
    .related("sender")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit);

const listArgs = orgArgs.extend({ filter: z.enum(INBOX_FILTERS) });
// The list's order, the id breaking ties so rows never swap places between syncs. Each row
// brings the colleague who took it over and its newest message alone (the preview under the
// name): one message per row in the window, not every message of the list. Not the message's
// sender as well: a colleague's name comes from the taker (below), which the row has anyway.
// A sick report is no preview for a colleague who may not read it: theirs is the message
// before, and the newest health message's place (no text) says a report came after it.
const listOf = (organizationId: string, ctx: ZeroContext | undefined) =>
  zql.conversations
    .where("organization_id", organizationId)
    .related("employee")
    .related("taker")
    .related("messages", (m) => readableMessages(m, ctx).orderBy("created_at", "desc").orderBy("id", "desc").limit(1))
    .related("healthMarks", (h) => h.orderBy("created_at", "desc").orderBy("id", "desc").limit(1))
    .orderBy("last_message_at", "desc")
    .orderBy("id", "desc");

export const inboxQueries = {
  conversations: {
    // Most recent first; the analytics table and the simulator read this one query.
    ofOrganization: organizationQuery(conversationsOf),
    // The inbox list: one window from the top that grows as staff scroll (see conversation-list.tsx).
    page: defineQuery(listArgs.extend({ limit: z.number().int().min(1).max(INBOX_MAX_ROWS) }), ({ args, ctx }) =>
      applyOrganizationPermissions(
        filtered(listOf(args.organizationId, ctx), args.filter, ctx?.userID ?? "").limit(args.limit),
        ctx,
      ),
    ),
    // The search route's hits, shown live through Zero; ids of another organisation match nothing.
    byIds: defineQuery(
      listArgs.extend({ ids: z.array(z.string().max(100)).max(SEARCH_MAX_RESULTS) }),
      ({ args, ctx }) =>
        applyOrganizationPermissions(
          filtered(listOf(args.organizationId, ctx), args.filter, ctx?.userID ?? "").where("id", "IN", args.ids),
          ctx,
        ),
    ),
    // The numbers that sent STOP (few): the employees list marks them and leaves them out of
    // 'Nog geen welkomstbericht'.
    optedOut: organizationQuery((id) =>
      zql.conversations.where("organization_id", id).where("is_test", false).where("opted_out_at", "IS NOT", null),
    ),
    // The open conversation, wherever it is in the list (or not in it at all).
    byId: defineQuery(orgArgs.extend({ conversationId: z.string() }), ({ args, ctx }) =>
      applyOrganizationPermissions(listOf(args.organizationId, ctx).where("id", args.conversationId).limit(1), ctx),
    ),
  },
  inboxCounts: {
    // The filters' counts: one row the database keeps (migrations/0032_inbox_at_scale.ts).
    ofOrganization: organizationQuery((id) => zql.inbox_counts.where("organization_id", id).limit(1)),
  },
  messages: {
    // A thread's newest `limit` messages, newest first (the screen shows them oldest first):
    // a conversation of years is not synced whole to open it.
    ofConversation: defineQuery(
      orgArgs.extend({ conversationId: z.string(), limit: z.number().int().min(1).max(THREAD_MAX_ROWS) }),
      ({ args, ctx }) =>
        applyOrganizationPermissions(threadOf(args.organizationId, args.conversationId, args.limit, ctx), ctx),
    ),
  },
  handovers: {
    // Recent bot replies that handed a question to staff or answered with a text the employee
    // picked from choices (or the model chose), with the employee's message: the FAQ dialog
    // suggests those whose explanation had the FAQ in view (or picked) as new phrasings.
    // A sick report is no question to keep as a phrasing, and no one's to read without access.
    recent: defineQuery(orgArgs, ({ args, ctx }) =>
      applyOrganizationPermissions(
        withoutHiddenHealth(zql.whatsapp_messages, ctx)
          .where("organization_id", args.organizationId)
          .where("is_from_bot", true)
          .where(({ cmp, or }) => or(cmp("handover", true), cmp("picked", true)))
          .related("question", (m) => withoutHiddenHealth(m, ctx).where("organization_id", args.organizationId))
          .orderBy("created_at", "desc")
          .limit(200),
        ctx,
      ),
    ),
  },
  healthMarks: {
    // Where a conversation's health messages stand, without their text: a colleague who may
    // not read them sees each as a masked line in its place (as many as the thread shows).
    ofConversation: defineQuery(
      orgArgs.extend({ conversationId: z.string(), limit: z.number().int().min(1).max(THREAD_MAX_ROWS) }),
      ({ args, ctx }) =>
        applyOrganizationPermissions(
          zql.health_message_marks
            .where("organization_id", args.organizationId)
            .where("conversation_id", args.conversationId)
            .orderBy("created_at", "desc")
            .orderBy("id", "desc")
            .limit(args.limit),
          ctx,
        ),
    ),
  },
};
