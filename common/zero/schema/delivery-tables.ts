import { number, string, table } from "@rocicorp/zero";

/**
 * The WhatsApp page's latest test message (migrations/0053): where Twilio's status callbacks
 * left it, so the settings card shows whether it really arrived. Admins only (the query).
 */
export const whatsapp_test_messages = table("whatsapp_test_messages")
  .columns({
    organization_id: string(),
    to_phone: string(),
    message_sid: string().optional(),
    status: string(),
    error_code: string().optional(),
    sent_at: number(),
    updated_at: number(),
  })
  .primaryKey("organization_id");
