import { sql } from "kysely";
import { type InboxFilter, SEARCH_MAX_RESULTS } from "../../common/inbox/inbox-filters.ts";
import { likeLiteral, searchTerms } from "../../common/inbox/search-terms.ts";
import type { Db } from "../db/connect.ts";
import { inboxFilterSql } from "./inbox-filter-sql.ts";

/**
 * The ids of an organisation's conversations in `filter` whose employee's name (or, with no
 * employee matched, WhatsApp profile name), phone number or any message contains `query`, newest first, at most SEARCH_MAX_RESULTS; `more` says
 * there were more (one extra row is read to know it), so the list can ask for a narrower
 * search instead of silently showing a part. Each branch is a substring match served by its
 * own trigram index (migrations/0032_inbox_at_scale.ts); message text is searched from
 * three characters on, where trigrams start to select. A sick report's text finds nothing for
 * a colleague who may not read it (migrations/0079): a hit would tell what it said.
 */
export async function searchConversations(
  db: Db,
  organizationId: string,
  query: string,
  filter: InboxFilter,
  userId: string,
): Promise<{ ids: string[]; more: boolean }> {
  const terms = searchTerms(query);
  const pattern = `%${likeLiteral(terms.text)}%`;
  const phone = terms.phoneDigits ? `%${likeLiteral(terms.phoneDigits)}%` : pattern;
  const messages = terms.text.length >= 3;
  const { rows } = await sql<{ id: string }>`
    with hits as (
      select c.id from conversations c
      where c.organization_id = ${organizationId} and c.customer_phone ilike ${phone}
      union
      select c.id from conversations c
      where c.organization_id = ${organizationId} and c.employee_id is null and c.profile_name ilike ${pattern}
      union
      select c.id from employees e join conversations c on c.employee_id = e.id
      where e.organization_id = ${organizationId} and c.organization_id = ${organizationId}
        and (e.first_name || ' ' || e.last_name) ilike ${pattern}
      union
      select m.conversation_id from whatsapp_messages m
      where ${messages} and m.organization_id = ${organizationId} and m.message_body ilike ${pattern}
        -- Health messages only for those who may read them: a member with the switch, and the
        -- message's own writer (as the thread shows it to them, common/zero/queries/health.ts).
        and (not m.is_health or m.sent_by_user_id = ${userId} or exists (select 1 from organization_members om
          where om.organization_id = ${organizationId} and om.user_id = ${userId} and om.may_see_health))
    )
    select c.id from conversations c join hits h on h.id = c.id
    where c.organization_id = ${organizationId} and ${inboxFilterSql(filter, userId)}
    order by c.last_message_at desc, c.id desc
    limit ${SEARCH_MAX_RESULTS + 1}`.execute(db);
  return { ids: rows.slice(0, SEARCH_MAX_RESULTS).map((r) => r.id), more: rows.length > SEARCH_MAX_RESULTS };
}
