import {
  boolean,
  createBuilder,
  createSchema,
  enumeration,
  json,
  number,
  relationships,
  string,
  table,
} from "@rocicorp/zero";
import type { ProcessingStatus } from "./common/documents/processing-status.ts";
import type { AiResponseMode, FaqChannel } from "./common/faq/faq-modes.ts";
import type { AnswerExplanation, MessageSource } from "./common/inbox/answer-explanation.ts";
import type { ConversationHandler, ConversationStatus, MessageDirection } from "./common/inbox/conversation-states.ts";
import type { TemplateLanguage, TemplateType } from "./common/whatsapp/template-kinds.ts";
import type { VerificationMethod } from "./common/whatsapp/verification-methods.ts";
import type { InvitationRole, MemberRole, PlatformRole } from "./common/zero/roles.ts";

export type { AnswerExplanation, MemberRole, MessageSource, PlatformRole, VerificationMethod };

// What browsers may sync. Must match the `zero_app` publication (migrations/).
export type NotificationType = "organization_invitation" | "new_conversation" | "member_joined" | "other";
export type ChatbotDataAccess = { employees: boolean; jobs: boolean; shifts: boolean };

const organizations = table("organizations")
  .columns({
    id: string(),
    name: string(),
    settings: json<{ [key: string]: string | number | boolean | null }>(),
    created_at: number(),
    updated_at: number(),
    display_name: string().optional(),
    logo_url: string().optional(),
    favicon_url: string().optional(),
    accent_color: string(),
    primary_text_color: string(),
    secondary_color: string(),
    secondary_text_color: string(),
    menu_item_bg_color: string(),
    menu_item_hover_bg_color: string(),
    email_sender_name: string().optional(),
    email_domain: string().optional(),
    email_from_address: string().optional(),
    enable_confetti: boolean(),
    chatbot_data_access: json<ChatbotDataAccess>(),
    custom_instructions: string(),
    verification_required: boolean(),
    verification_methods: json<VerificationMethod[]>(),
  })
  .primaryKey("id");

const organization_members = table("organization_members")
  .columns({
    id: string(),
    user_id: string(),
    organization_id: string(),
    role: enumeration<MemberRole>(),
    created_at: number(),
  })
  .primaryKey("id");

const user_roles = table("user_roles")
  .columns({ user_id: string(), role: enumeration<PlatformRole>(), created_at: number() })
  .primaryKey("user_id", "role");

const organization_invitations = table("organization_invitations")
  .columns({
    id: string(),
    organization_id: string(),
    email: string(),
    invited_by_user_id: string().optional(),
    role: enumeration<InvitationRole>(),
    status: string(),
    expires_at: number(),
    created_at: number(),
  })
  .primaryKey("id");

const profiles = table("profiles")
  .columns({
    user_id: string(),
    full_name: string().optional(),
    avatar_url: string().optional(),
    email: string(),
    created_at: number(),
    updated_at: number(),
  })
  .primaryKey("user_id");

const notifications = table("notifications")
  .columns({
    id: string(),
    user_id: string(),
    organization_id: string().optional(),
    type: enumeration<NotificationType>(),
    title: string(),
    message: string(),
    data: json<{ invitation_id?: string; conversation_id?: string }>(),
    read_at: number().optional(),
    created_at: number(),
  })
  .primaryKey("id");

const faqs = table("faqs")
  .columns({
    id: string(),
    organization_id: string(),
    question: string(),
    answer: string(),
    channel: enumeration<FaqChannel>(),
    is_active: boolean(),
    ai_response_mode: enumeration<AiResponseMode>(),
    requires_verification: boolean(),
    alternative_questions: json<string[]>(),
    created_at: number(),
    updated_at: number(),
  })
  .primaryKey("id");

const assistant_synonyms = table("assistant_synonyms")
  .columns({
    id: string(),
    organization_id: string(),
    term: string(),
    synonyms: json<string[]>(),
    created_at: number(),
    updated_at: number(),
  })
  .primaryKey("id");

const synonymRels = relationships(assistant_synonyms, ({ many }) => ({
  members: many({ sourceField: ["organization_id"], destField: ["organization_id"], destSchema: organization_members }),
}));

const faqRels = relationships(faqs, ({ many }) => ({
  members: many({ sourceField: ["organization_id"], destField: ["organization_id"], destSchema: organization_members }),
}));

const documents = table("documents")
  .columns({
    id: string(),
    organization_id: string(),
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
    created_at: number(),
    updated_at: number(),
  })
  .primaryKey("id");

const documentRels = relationships(documents, ({ many }) => ({
  members: many({ sourceField: ["organization_id"], destField: ["organization_id"], destSchema: organization_members }),
}));

const employees = table("employees")
  .columns({
    id: string(),
    organization_id: string(),
    first_name: string(),
    last_name: string(),
    phone_number: string().optional(),
    email: string().optional(),
    employee_number: string().optional(),
    is_active: boolean(),
    onboarded_at: number().optional(),
    created_at: number(),
    updated_at: number(),
  })
  .primaryKey("id");

// Verification state (verified_until, pending_question, attempts) stays on the server: staff
// need none of it, and a pending question may be personal.
const conversations = table("conversations")
  .columns({
    id: string(),
    organization_id: string(),
    customer_phone: string(),
    employee_id: string().optional(),
    status: enumeration<ConversationStatus>(),
    handled_by: enumeration<ConversationHandler>(),
    message_count: number(),
    unresolved_count: number(),
    last_message_at: number(),
    last_inbound_at: number().optional(),
    is_test: boolean(),
    created_at: number(),
  })
  .primaryKey("id");

const whatsapp_messages = table("whatsapp_messages")
  .columns({
    id: string(),
    organization_id: string(),
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
    explanation: json<AnswerExplanation>().optional(),
    reply_to: string().optional(),
    template_sid: string().optional(),
    created_at: number(),
    updated_at: number(),
  })
  .primaryKey("id");

const whatsapp_templates = table("whatsapp_templates")
  .columns({
    id: string(),
    organization_id: string(),
    name: string(),
    template_sid: string(),
    template_type: enumeration<TemplateType>(),
    language: enumeration<TemplateLanguage>(),
    is_active: boolean(),
    created_at: number(),
  })
  .primaryKey("id");

const orgMembers = {
  sourceField: ["organization_id"],
  destField: ["organization_id"],
  destSchema: organization_members,
} as const;
const employeeRels = relationships(employees, ({ many }) => ({ members: many(orgMembers) }));
const conversationRels = relationships(conversations, ({ one, many }) => ({
  members: many(orgMembers),
  employee: one({ sourceField: ["employee_id"], destField: ["id"], destSchema: employees }),
  messages: many({ sourceField: ["id"], destField: ["conversation_id"], destSchema: whatsapp_messages }),
}));
const messageRels = relationships(whatsapp_messages, ({ one, many }) => ({
  members: many(orgMembers),
  sender: one({ sourceField: ["sent_by_user_id"], destField: ["user_id"], destSchema: profiles }),
  // A bot reply's employee message (reply_to).
  question: one({ sourceField: ["reply_to"], destField: ["id"], destSchema: whatsapp_messages }),
}));
const templateRels = relationships(whatsapp_templates, ({ many }) => ({ members: many(orgMembers) }));

const organizationRels = relationships(organizations, ({ many }) => ({
  members: many({ sourceField: ["id"], destField: ["organization_id"], destSchema: organization_members }),
}));

const memberRels = relationships(organization_members, ({ one, many }) => ({
  members: many(orgMembers),
  organization: one({ sourceField: ["organization_id"], destField: ["id"], destSchema: organizations }),
  profile: one({ sourceField: ["user_id"], destField: ["user_id"], destSchema: profiles }),
}));

const invitationRels = relationships(organization_invitations, ({ one, many }) => ({
  organization: one({ sourceField: ["organization_id"], destField: ["id"], destSchema: organizations }),
  members: many({
    sourceField: ["organization_id"],
    destField: ["organization_id"],
    destSchema: organization_members,
  }),
}));

export const schema = createSchema({
  tables: [
    organizations,
    organization_members,
    user_roles,
    organization_invitations,
    profiles,
    notifications,
    faqs,
    assistant_synonyms,
    documents,
    employees,
    conversations,
    whatsapp_messages,
    whatsapp_templates,
  ],
  relationships: [
    organizationRels,
    memberRels,
    invitationRels,
    faqRels,
    synonymRels,
    documentRels,
    employeeRels,
    conversationRels,
    messageRels,
    templateRels,
  ],
});

export type Schema = typeof schema;
export const zql = createBuilder(schema);

/** Who is asking, derived on the server from the session (never from the client's claim). */
export type ZeroContext = { userID: string; platformRole: PlatformRole | null };

declare module "@rocicorp/zero" {
  interface DefaultTypes {
    schema: Schema;
    context: ZeroContext | undefined;
  }
}
