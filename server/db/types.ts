import type { ColumnType, Generated } from "kysely";
import type { ProcessingStatus } from "../../common/documents/processing-status.ts";
import type { AiResponseMode, FaqChannel } from "../../common/faq/faq-modes.ts";
import type { HrHours } from "../../common/time/hr-hours.ts";
import type { VerificationMethod } from "../../common/whatsapp/verification-methods.ts";
import type { InvitationRole, MemberRole, PlatformRole } from "../../common/zero/roles.ts";
import type { ChatbotDataAccess } from "../../zero-schema.ts";
import type { Json, Timestamp } from "./column-types.ts";
import type { AgentTables } from "./types-agents.ts";
import type { AnalyticsTables } from "./types-analytics.ts";
import type { IntegrationTables } from "./types-integrations.ts";
import type { SystemTables } from "./types-system.ts";
import type { WebhookTables } from "./types-webhooks.ts";
import type { WelcomeTables } from "./types-welcome.ts";
import type { WhatsappTables } from "./types-whatsapp.ts";

export type { ChatbotDataAccess };

export interface OrganizationsTable {
  id: string;
  name: string;
  settings: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
  display_name: string | null;
  logo_url: string | null;
  favicon_url: string | null;
  accent_color: Generated<string>;
  primary_text_color: Generated<string>;
  secondary_color: Generated<string>;
  secondary_text_color: Generated<string>;
  menu_item_bg_color: Generated<string>;
  menu_item_hover_bg_color: Generated<string>;
  email_sender_name: string | null;
  email_domain: string | null;
  email_from_address: string | null;
  email_domain_token: Generated<string>;
  email_domain_verified_at: Timestamp | null;
  enable_confetti: Generated<boolean>;
  chatbot_data_access: Json<ChatbotDataAccess>;
  custom_instructions: Generated<string>;
  verification_required: Generated<boolean>;
  verification_methods: Json<VerificationMethod[]>;
  log_retention_days: Generated<number>;
  hr_hours: Json<HrHours> | null;
  active_agent_id: string | null;
  /** The organisation's privacy statement (https), linked in the assistant's first reply (migrations/0079). */
  privacy_statement_url: string | null;
}

export interface RetentionRunsTable {
  id: string;
  organization_id: string;
  retention_days: number;
  cutoff: Timestamp;
  messages_deleted: number;
  conversations_deleted: number;
  ran_at: Timestamp;
}

export interface ActivityLogTable {
  id: string;
  organization_id: string;
  actor_user_id: string | null;
  kind: string;
  target: string | null;
  details: Json<Record<string, string | number | boolean | null>>;
  created_at: Generated<Timestamp>;
}

export interface OrganizationMembersTable {
  id: string;
  user_id: string;
  organization_id: string;
  role: MemberRole;
  /** 'Mag ziekmeldingen zien': set at joining from the role by a trigger (migrations/0079). */
  may_see_health: Generated<boolean>;
  /** 'Krijgt meldingen van de inbox': a User told of questions for HR as admins are (migrations/0085). */
  inbox_notifications: Generated<boolean>;
  created_at: Timestamp;
}

export interface UserRolesTable {
  user_id: string;
  role: PlatformRole;
  created_at: Timestamp;
}

export interface OrganizationInvitationsTable {
  id: string;
  organization_id: string;
  email: string;
  invited_by_user_id: string | null;
  role: InvitationRole;
  status: Generated<string>;
  expires_at: Timestamp;
  created_at: Timestamp;
  sent_at: Generated<Timestamp>;
  /** sha256 of the secret in the newest invitation e-mail's link; never replicated. */
  token_hash: string | null;
}

export interface ProfilesTable {
  user_id: string;
  full_name: string | null;
  avatar_url: string | null;
  email: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  organization_id: string | null;
  type: "organization_invitation" | "new_conversation" | "member_joined" | "other";
  title: string;
  message: Generated<string>;
  data: Json<Record<string, unknown>>;
  read_at: Timestamp | null;
  /** About a sick or recovery report: only for members who may see health data (migrations/0079). */
  is_health: Generated<boolean>;
  created_at: Timestamp;
}

export interface FaqsTable {
  id: string;
  organization_id: string;
  question: string;
  answer: string;
  channel: Generated<FaqChannel>;
  is_active: Generated<boolean>;
  ai_response_mode: Generated<AiResponseMode>;
  requires_verification: Generated<boolean>;
  alternative_questions: Json<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AssistantSynonymsTable {
  id: string;
  organization_id: string;
  term: string;
  synonyms: Json<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface KnowledgeVersionsTable {
  organization_id: string;
  faqs: Generated<string>;
  documents: Generated<string>;
  synonyms: Generated<string>;
  embeddings: Generated<string>;
}

export interface KnowledgeEmbeddingsTable {
  organization_id: string;
  model: string;
  kind: "faq" | "passage";
  source_id: string;
  content_hash: string;
  vector: Buffer;
}

export interface DocumentsTable {
  id: string;
  organization_id: string;
  user_id: string | null;
  filename: string;
  file_path: string;
  mime_type: string;
  size_bytes: ColumnType<string, number, number>;
  processing_status: Generated<ProcessingStatus>;
  processing_error: string | null;
  preview: Generated<string>;
  word_count: Generated<number>;
  passage_count: Generated<number>;
  /** BSNs, IBANs and ID-document numbers taken out of its text before it was stored. */
  identifiers_removed: Generated<number>;
  /** 'Bevat persoonsgegevens': identifiers were found or it reads as a list of people (migrations/0077). */
  personal_data: Generated<boolean>;
  /** An admin turned a personal_data document on for answers; until then retrieval leaves it out. */
  personal_data_answers: Generated<boolean>;
  /** 1 for a new name; a later upload under the same name counts on (migrations/0052). */
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DocumentPassagesTable {
  id: Generated<string>;
  document_id: string;
  organization_id: string;
  position: number;
  heading: string;
  content: string;
}

export interface EmployeesTable {
  id: string;
  organization_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone_number: string | null;
  email: string | null;
  employee_number: string | null;
  /** The admin confirmed this 11-proef personnel number is no BSN (migrations/0078). */
  employee_number_not_bsn: Generated<boolean>;
  is_active: Generated<boolean>;
  onboarded_at: Timestamp | null;
  external_source: "fleks" | null;
  external_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database
  extends IntegrationTables,
    AnalyticsTables,
    WelcomeTables,
    WebhookTables,
    AgentTables,
    SystemTables,
    WhatsappTables {
  organizations: OrganizationsTable;
  organization_members: OrganizationMembersTable;
  user_roles: UserRolesTable;
  organization_invitations: OrganizationInvitationsTable;
  profiles: ProfilesTable;
  notifications: NotificationsTable;
  faqs: FaqsTable;
  assistant_synonyms: AssistantSynonymsTable;
  "system.knowledge_versions": KnowledgeVersionsTable;
  "system.knowledge_embeddings": KnowledgeEmbeddingsTable;
  documents: DocumentsTable;
  document_passages: DocumentPassagesTable;
  employees: EmployeesTable;
  retention_runs: RetentionRunsTable;
  activity_log: ActivityLogTable;
}
