import type { Query } from "@rocicorp/zero";
import type { Schema } from "../../../zero-schema.ts";
import type { InboxFilter } from "../../inbox/inbox-filters.ts";

/**
 * The inbox filters as ZQL, the same rules the counts' triggers apply
 * (migrations/0032_inbox_at_scale.ts): a conversation needs a person when staff took it
 * over or a question is still unresolved; the assistant handles the rest; simulator
 * conversations are only in "test" (and "all"). "mine" is what `userId` took over (the
 * session's user, never one the client names), simulator conversations included.
 */
export function filtered<R>(
  q: Query<"conversations", Schema, R>,
  filter: InboxFilter,
  userId: string,
): Query<"conversations", Schema, R> {
  switch (filter) {
    case "mine":
      return q.where("taken_over_by", userId);
    case "all":
      return q;
    case "test":
      return q.where("is_test", true);
    case "needsPerson":
      return q
        .where("is_test", false)
        .where(({ or, cmp }) => or(cmp("handled_by", "human"), cmp("unresolved_count", ">", 0)));
    case "assistant":
      return q.where("is_test", false).where("handled_by", "assistant").where("unresolved_count", 0);
  }
}
