import type { Row } from "@rocicorp/zero";
import type { queries } from "../../../common/zero/queries.ts";

/** A conversation as the inbox list reads it (with its employee). */
export type ConversationRow = Row<typeof queries.conversations.page>;
/** A message as a thread reads it (with its sender). */
export type MessageRow = Row<typeof queries.messages.ofConversation>;
/** A conversation as the analytics table and the simulator read it (with its employee). */
export type PlainConversationRow = Row<typeof queries.conversations.ofOrganization>;
/** What a thread needs: either of the above; the colleague who took it over when the list brought them. */
export type ThreadConversation = PlainConversationRow & { taker?: ConversationRow["taker"] };
