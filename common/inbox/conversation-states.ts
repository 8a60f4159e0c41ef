// The inbox's fixed value lists, defined once for the schema and the database types.

/** Whether a conversation is still going. */
export const CONVERSATION_STATUSES = ["active", "closed"] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** Who answers the employee: the assistant, or staff who took the conversation over. */
export const CONVERSATION_HANDLERS = ["assistant", "human"] as const;
export type ConversationHandler = (typeof CONVERSATION_HANDLERS)[number];

/** A message from the employee (inbound) or to the employee (outbound). */
export const MESSAGE_DIRECTIONS = ["inbound", "outbound"] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];
