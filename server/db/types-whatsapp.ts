import type { Generated } from "kysely";
import type {
  ConversationHandler,
  ConversationStatus,
  MessageDirection,
} from "../../common/inbox/conversation-states.ts";
import type { AttachmentKind } from "../../common/whatsapp/attachments.ts";
import type { TemplateLanguage, TemplateType } from "../../common/whatsapp/template-kinds.ts";
import type { Json, Timestamp } from "./column-types.ts";

// WhatsApp: the organisation's Twilio account, conversations, messages and templates.

export interface TwilioCredentialsTable {
  organization_id: string;
  account_sid: string;
  auth_token_encrypted: string;
  whatsapp_sender: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ConversationsTable {
  id: string;
  organization_id: string;
  customer_phone: string;
  employee_id: string | null;
  status: Generated<ConversationStatus>;
  handled_by: Generated<ConversationHandler>;
  /** The colleague who took it over (handled_by human), if one did and is still a member. */
  taken_over_by: string | null;
  message_count: Generated<number>;
  unresolved_count: Generated<number>;
  last_message_at: Timestamp;
  last_inbound_at: Timestamp | null;
  is_test: Generated<boolean>;
  ai_disclosed_at: Timestamp | null;
  verified_until: Timestamp | null;
  pending_question: string | null;
  verification_attempts: Generated<number>;
  verification_locked_until: Timestamp | null;
  verification_lockouts: Generated<number>;
  /** When the employee sent STOP (see migrations/0050_whatsapp_opt_out.ts); START clears it. */
  opted_out_at: Timestamp | null;
  /** What the assistant last offered to choose from (see server/whatsapp/assistant/offered-choices.ts). */
  offered_choices: Json<unknown> | null;
  handover_notified_at: Timestamp | null;
  /** The employee's WhatsApp profile name, the latest seen (self-chosen: shown, never trusted). */
  profile_name: string | null;
  created_at: Timestamp;
}

export interface WhatsappMessagesTable {
  id: string;
  organization_id: string;
  conversation_id: string;
  direction: MessageDirection;
  message_sid: string | null;
  message_body: string;
  is_from_bot: Generated<boolean>;
  sent_by_user_id: string | null;
  status: string;
  error_code: string | null;
  confidence: number | null;
  sources: unknown;
  handover: Generated<boolean>;
  picked: Generated<boolean>;
  attachments: AttachmentKind[] | null;
  quoted_sid: string | null;
  explanation: unknown;
  reply_to: string | null;
  template_sid: string | null;
  /** A template's variables as sent (Twilio's ContentVariables), filled in by the inbox. */
  content_variables: Json<Record<string, string>> | null;
  agent_id: string | null;
  agent_settings_version: number | null;
  /** When a message WhatsApp throttled (63018) is sent again (migrations/0057). */
  resend_at: Timestamp | null;
  resends: Generated<number>;
  /** A sick or recovery report, or the assistant's reply to one (migrations/0079). */
  is_health: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Where a health message stands in its thread, without its text (kept by a trigger, migrations/0079). */
export interface HealthMessageMarksTable {
  id: string;
  organization_id: string;
  conversation_id: string;
  is_from_bot: boolean;
  is_outbound: Generated<boolean>;
  created_at: Timestamp;
}

export interface WhatsappTemplatesTable {
  id: string;
  organization_id: string;
  name: string;
  template_sid: string;
  template_type: Generated<TemplateType>;
  language: Generated<TemplateLanguage>;
  is_active: Generated<boolean>;
  created_at: Generated<Timestamp>;
  body: string | null;
  variables: Generated<Record<string, string>>;
}

/** The WhatsApp page's latest test message per organisation and what Twilio made of it (migrations/0053). */
export interface WhatsappTestMessagesTable {
  organization_id: string;
  to_phone: string;
  message_sid: string | null;
  status: Generated<string>;
  error_code: string | null;
  sent_at: Timestamp;
  updated_at: Timestamp;
}

export interface WhatsappTables {
  twilio_credentials: TwilioCredentialsTable;
  conversations: ConversationsTable;
  whatsapp_messages: WhatsappMessagesTable;
  whatsapp_templates: WhatsappTemplatesTable;
  whatsapp_test_messages: WhatsappTestMessagesTable;
  health_message_marks: HealthMessageMarksTable;
}
