import { redact } from "../../../common/privacy/redact.ts";
import type { Db } from "../../db/connect.ts";

type Outbound = { id: string; message_body: string; content_variables?: Record<string, string> | null };

/**
 * The last net before Twilio: whatever wrote a reply (the assistant quoting a passage,
 * staff typing, a template's variables), no BSN, IBAN or ID-document number leaves for
 * WhatsApp or stays in the stored message the inbox syncs to staff. A body that held one
 * is stored without it before anything is sent. Returns the message as it must go.
 */
export async function redactOutbound<M extends Outbound>(db: Db, message: M): Promise<M> {
  const body = redact(message.message_body);
  const variables = message.content_variables
    ? Object.fromEntries(Object.entries(message.content_variables).map(([k, v]) => [k, redact(v)]))
    : message.content_variables;
  const changed =
    body !== message.message_body || JSON.stringify(variables) !== JSON.stringify(message.content_variables);
  if (!changed) return message;
  await db
    .updateTable("whatsapp_messages")
    .set({ message_body: body, ...(variables && { content_variables: variables }) })
    .where("id", "=", message.id)
    .execute();
  return { ...message, message_body: body, content_variables: variables };
}
