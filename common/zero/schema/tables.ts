import {
  boolean,
  type ColumnBuilder,
  enumeration,
  json,
  number,
  type SchemaValue,
  string,
  table,
} from "@rocicorp/zero";
import type { ProcessingStatus } from "../../documents/processing-status.ts";
import type { WelcomeVariables } from "../../employees/welcome.ts";
import type { AiResponseMode, FaqChannel } from "../../faq/faq-modes.ts";
import type { AnswerExplanation, MessageSource } from "../../inbox/answer-explanation.ts";
import type { ConversationHandler, ConversationStatus, MessageDirection } from "../../inbox/conversation-states.ts";
import type { HrHours } from "../../time/hr-hours.ts";
import type { AttachmentKind } from "../../whatsapp/attachments.ts";
import type { TemplateLanguage, TemplateType } from "../../whatsapp/template-kinds.ts";
import type { VerificationMethod } from "../../whatsapp/verification-methods.ts";
import type { InvitationRole, MemberRole, PlatformRole } from "../roles.ts";

// The tables of the Zero schema (zero-schema.ts adds the relationships and builds it).
// What browsers may sync. Must match the `zero_app` publication (migrations/).
export type NotificationType = "organization_invitation" | "new_conversation" | "member_joined" | "other";
export type ChatbotDataAccess = { employees: boolean; jobs: boolean; shifts: boolean };

// The columns most rows share: an organisation's row has its id and organisation; most rows
// record when they were made and last changed.
const stamps = () => ({ created_at: number(), updated_at: number() });

// What the branding and e-mail settings cards edit on the organisation.
const branding = () => ({
  display_name: string().optional(),
  logo_url: string().optional(),
  favicon_url: string().optional(),
  accent_color: string(),
  primary_text_color: string(),
  secondary_color: string(),
  secondary_text_color: string(),
  menu_item_bg_color: string(),
  menu_item_hover_bg_color: string(),
});
const emailSender = () => ({
  email_sender_name: string().optional(),
  email_domain: string().optional(),
  email_from_address: string().optional(),
  // The TXT record's token and when the domain was last proven (migrations/0048).
  email_domain_token: string(),
  email_domain_verified_at: number().optional(),
});

/** A table of rows an organisation owns, keyed by `id`. */
export const orgTable = <const N extends string, const C extends Record<string, ColumnBuilder<SchemaValue>>>(
  name: N,
  columns: C,
) =>
  table(name)
    .columns({ id: string(), organization_id: string(), ...columns })
    .primaryKey("id");

export const organizations = table("organizations")
  .columns({
    id: string(),
    name: string(),
    settings: json<{ [key: string]: string | number | boolean | null }>(),
    ...stamps(),
    ...branding(),
    ...emailSender(),
    enable_confetti: boolean(),
    chatbot_data_access: json<ChatbotDataAccess>(),
    custom_instructions: string(),
    verification_required: boolean(),
    verification_methods: json<VerificationMethod[]>(),
    log_retention_days: number(),
    hr_hours: json<HrHours>().optional(),
    // The agent answering on WhatsApp (migrations/0033_agents.ts); none: the default assistant.
    active_agent_id: string().optional(),
    privacy_statement_url: string().optional(), // linked in the assistant's first reply (https; migrations/0079)
  })
  .primaryKey("id");

export const organization_members = table("organization_members")
  .columns({
    id: string(),
    user_id: string(),
    organization_id: string(),
    role: enumeration<MemberRole>(),
    may_see_health: boolean(), // 'Mag ziekmeldingen zien': sick and recovery reports reach this member (0079)
    inbox_notifications: boolean(), // 'Krijgt meldingen van de inbox': a User told of questions for HR (0085)
    created_at: number(),
  })
  .primaryKey("id");

export const user_roles = table("user_roles")
  .columns({ user_id: string(), role: enumeration<PlatformRole>(), created_at: number() })
  .primaryKey("user_id", "role");

export const organization_invitations = orgTable("organization_invitations", {
  email: string(),
  invited_by_user_id: string().optional(),
  role: enumeration<InvitationRole>(),
  status: string(),
  expires_at: number(),
  created_at: number(),
  sent_at: number(),
});

export const profiles = table("profiles")
  .columns({
    user_id: string(),
    full_name: string().optional(),
    avatar_url: string().optional(),
    email: string(),
    ...stamps(),
  })
  .primaryKey("user_id");

export const notifications = table("notifications")
  .columns({
    id: string(),
    user_id: string(),
    organization_id: string().optional(),
    type: enumeration<NotificationType>(),
    title: string(),
    message: string(),
    data: json<{ invitation_id?: string; conversation_id?: string; employee_id?: string | null }>(),
    read_at: number().optional(),
    is_health: boolean(), // about a sick or recovery report: only for members who may see health data
    created_at: number(),
  })
  .primaryKey("id");

export const faqs = orgTable("faqs", {
  question: string(),
  answer: string(),
  channel: enumeration<FaqChannel>(),
  is_active: boolean(),
  ai_response_mode: enumeration<AiResponseMode>(),
  requires_verification: boolean(),
  alternative_questions: json<string[]>(),
  ...stamps(),
});

export const assistant_synonyms = orgTable("assistant_synonyms", {
  term: string(),
  synonyms: json<string[]>(),
  ...stamps(),
});

export const documents = orgTable("documents", {
  user_id: string().optional(),
  filename: string(),
  file_path: string(),
  mime_type: string(),
  size_bytes: number(),
  processing_status: enumeration<ProcessingStatus>(),
  processing_error: string().optional(),
  preview: string(),
  word_count: number(),
  passage_count: number(),
  identifiers_removed: number(),
  personal_data: boolean(),
  personal_data_answers: boolean(),
  version: number(),
  ...stamps(),
});

export const employees = orgTable("employees", {
  first_name: string(),
  last_name: string(),
  phone_number: string().optional(),
  email: string().optional(),
  employee_number: string().optional(),
  employee_number_not_bsn: boolean(),
  is_active: boolean(),
  onboarded_at: number().optional(),
  external_source: enumeration<"fleks">().optional(),
  external_id: string().optional(),
  ...stamps(),
});

// Verification state (verified_until, pending_question, attempts) stays on the server: staff
// need none of it, and a pending question may be personal.
export const conversations = orgTable("conversations", {
  customer_phone: string(),
  employee_id: string().optional(),
  status: enumeration<ConversationStatus>(),
  handled_by: enumeration<ConversationHandler>(),
  /** The colleague who took it over, so another asks before taking it or replying (cleared on hand-back). */
  taken_over_by: string().optional(),
  message_count: number(),
  unresolved_count: number(),
  last_message_at: number(),
  last_inbound_at: number().optional(),
  is_test: boolean(),
  /** The name the employee gave themselves on WhatsApp; shown as "~Anouk" where no employee matched. */
  profile_name: string().optional(),
  /** When the employee sent STOP: nothing the organisation starts (templates) reaches them. */
  opted_out_at: number().optional(),
  created_at: number(),
});

export const whatsapp_messages = orgTable("whatsapp_messages", {
  conversation_id: string(),
  direction: enumeration<MessageDirection>(),
  message_sid: string().optional(),
  message_body: string(),
  is_from_bot: boolean(),
  sent_by_user_id: string().optional(),
  status: string(),
  error_code: string().optional(),
  confidence: number().optional(),
  sources: json<MessageSource[]>().optional(),
  handover: boolean(),
  /** A bot reply answering with a text chosen outside the scorer: by the employee from the choices offered, or by the model. */
  picked: boolean(),
  /** An employee's message: the kinds of media it carried (the files are never fetched; see attachments.ts). */
  attachments: json<AttachmentKind[]>().optional(),
  /** An employee's message: the sid of the message it quotes (WhatsApp's reply to a message). */
  quoted_sid: string().optional(),
  explanation: json<AnswerExplanation>().optional(),
  reply_to: string().optional(),
  template_sid: string().optional(),
  /** A template's variables as sent (Twilio's ContentVariables), filled from the employee. */
  content_variables: json<Record<string, string>>().optional(),
  /** When a message WhatsApp throttled (error 63018) is sent again; the inbox says so while it waits. */
  resend_at: number().optional(),
  // Which agent, at which settings version, wrote a bot reply (none: the default assistant).
  agent_id: string().optional(),
  agent_settings_version: number().optional(),
  /** A sick or recovery report, a reply to one (migrations/0084): synced only to members who may see health data. */
  is_health: boolean(),
  ...stamps(),
});

/** Where a health message stands in its thread, without its text: what a member without access sees masked. */
export const health_message_marks = orgTable("health_message_marks", {
  conversation_id: string(),
  is_from_bot: boolean(),
  is_outbound: boolean(), // sent to the employee (the assistant's or a colleague's): the thread's right side
  created_at: number(),
});

export const whatsapp_templates = orgTable("whatsapp_templates", {
  name: string(),
  template_sid: string(),
  template_type: enumeration<TemplateType>(),
  language: enumeration<TemplateLanguage>(),
  is_active: boolean(),
  created_at: number(),
  /** The template's text with its variables ({{1}}), and what fills each: shown and sent by the inbox. */
  body: string().optional(),
  variables: json<WelcomeVariables>(),
});

/** That WhatsApp is connected, and with which sender: the credentials themselves stay on the server. */
export const twilio_credentials = table("twilio_credentials")
  .columns({ organization_id: string(), whatsapp_sender: string(), created_at: number(), updated_at: number() })
  .primaryKey("organization_id");

/** One run of the daily clean-up of messages past the organisation's retention window. */
export const retention_runs = orgTable("retention_runs", {
  retention_days: number(),
  cutoff: number(),
  messages_deleted: number(),
  conversations_deleted: number(),
  ran_at: number(),
});

/** An administrative action, for the organisation's admins: ids and counts, never secrets. */
export const activity_log = orgTable("activity_log", {
  actor_user_id: string().optional(),
  kind: string(),
  target: string().optional(),
  details: json<{ [key: string]: string | number | boolean | null }>(),
  created_at: number(),
});

/** Per organisation per Amsterdam day (YYYY-MM-DD), kept by triggers (migrations/0025); tests never counted. */
export const analytics_daily = orgTable("analytics_daily", {
  day: string(),
  conversations_started: number(),
  handed_over: number(),
  bot_resolved: number(),
  messages_in: number(),
  messages_out: number(),
  bot_replies: number(),
  first_responses: number(),
});

/** The assistant's replies per agent per day (migrations/0036_analytics_by_agent.ts). */
export const analytics_agent_daily = orgTable("analytics_agent_daily", {
  agent_id: string(),
  day: string(),
  conversations: number(),
  handed_over: number(),
  bot_resolved: number(),
  bot_replies: number(),
});
