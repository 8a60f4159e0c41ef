import { type RawBuilder, sql } from "kysely";
import type { InboxFilter } from "../../common/inbox/inbox-filters.ts";

/**
 * The inbox filters as a SQL condition on `conversations c`, the same rules as the list's
 * ZQL (common/zero/queries/inbox-filter.ts) and the counts' triggers. The search applies
 * it itself: filtering only the capped hits afterwards would drop matches of the filter
 * that fell outside the newest SEARCH_MAX_RESULTS of all matches. `userId` is the caller
 * (for "mine": what they took over).
 */
export function inboxFilterSql(filter: InboxFilter, userId: string): RawBuilder<unknown> {
  switch (filter) {
    case "mine":
      return sql`c.taken_over_by = ${userId}`;
    case "all":
      return sql`true`;
    case "test":
      return sql`c.is_test`;
    case "needsPerson":
      return sql`not c.is_test and (c.handled_by = 'human' or c.unresolved_count > 0)`;
    case "assistant":
      return sql`not c.is_test and c.handled_by = 'assistant' and c.unresolved_count = 0`;
  }
}
