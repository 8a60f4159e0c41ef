import { Hono } from "hono";
import { z } from "zod";
import { nl } from "../../common/i18n/nl.ts";
import { INBOX_FILTERS, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "../../common/inbox/inbox-filters.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { callerGuards } from "../http/require-role.ts";
import { validate } from "../http/validate.ts";
import { searchConversations } from "./search-conversations.ts";

const t = nl.inbox.list;
// The list's filter travels with the query: the search applies it before capping the hits.
const searchInput = z.object({
  query: z.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH),
  filter: z.enum(INBOX_FILTERS).default("all"),
});

/**
 * The inbox's search across all of an organisation's conversations (the list syncs only
 * what is scrolled into view). It answers conversation ids (and whether there were more
 * than it returns); the list then shows those rows
 * through Zero, so they stay live and the organisation boundary is applied a second time.
 * Everyone who may read the inbox (members) may search it.
 */
export function inboxRoutes(deps: { auth: Auth; db: Db }) {
  const { requireRole } = callerGuards(deps);
  return new Hono().post(
    "/search",
    requireRole("member", { notMember: { title: nl.common.noOrganization } }),
    validate("json", searchInput, { title: t.searchInvalid, description: t.searchInvalidDescription }),
    async (c) => {
      const { query, filter } = c.req.valid("json");
      return c.json(await searchConversations(deps.db, c.var.organizationId, query, filter, c.var.user.id));
    },
  );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type InboxRoutes = ReturnType<typeof inboxRoutes>;
