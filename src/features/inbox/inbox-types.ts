import type { Row } from "@rocicorp/zero";
import type { schema } from "../../../zero-schema.ts";

export type ConversationRow = Row<typeof schema.tables.conversations> & {
  readonly employee?: Row<typeof schema.tables.employees> | undefined;
};
export type MessageRow = Row<typeof schema.tables.whatsapp_messages> & {
  readonly sender?: Row<typeof schema.tables.profiles> | undefined;
};
