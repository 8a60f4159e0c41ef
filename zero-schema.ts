import { createBuilder, createSchema, relationships } from "@rocicorp/zero";
import type { AnswerExplanation, MessageSource } from "./common/inbox/answer-explanation.ts";
import type { VerificationMethod } from "./common/whatsapp/verification-methods.ts";
import type { MemberRole, PlatformRole } from "./common/zero/roles.ts";
import { agent_settings, agent_types, agents } from "./common/zero/schema/agent-tables.ts";
import { whatsapp_test_messages } from "./common/zero/schema/delivery-tables.ts";
import { inbox_counts } from "./common/zero/schema/inbox-tables.ts";
import {
  external_integrations,
  fleks_employees,
  fleks_import_counts,
  integration_sync_objects,
  integration_sync_run_hours,
  integration_sync_runs,
  synced_table_stats,
} from "./common/zero/schema/integration-tables.ts";
import { notification_counts } from "./common/zero/schema/notification-tables.ts";
import {
  activity_log,
  analytics_agent_daily,
  analytics_daily,
  assistant_synonyms,
  conversations,
  documents,
  employees,
  faqs,
  health_message_marks,
  notifications,
  organization_invitations,
  organization_members,
  organizations,
  profiles,
  retention_runs,
  twilio_credentials,
  user_roles,
  whatsapp_messages,
  whatsapp_templates,
} from "./common/zero/schema/tables.ts";
import { integration_webhook_deliveries, integration_webhook_endpoints } from "./common/zero/schema/webhook-tables.ts";
import { employee_welcome_settings, employee_welcomes } from "./common/zero/schema/welcome-tables.ts";

export type { ChatbotDataAccess, NotificationType } from "./common/zero/schema/tables.ts";
export type { AnswerExplanation, MemberRole, MessageSource, PlatformRole, VerificationMethod };

// The Zero schema: the tables (common/zero/schema/tables.ts) and how they relate. Every
// organisation's table has `members` (its memberships): the queries' boundary
// (common/zero/queries/permissions.ts) goes through it.
const orgMembers = {
  sourceField: ["organization_id"],
  destField: ["organization_id"],
  destSchema: organization_members,
} as const;
const synonymRels = relationships(assistant_synonyms, ({ many }) => ({ members: many(orgMembers) }));
const faqRels = relationships(faqs, ({ many }) => ({ members: many(orgMembers) }));
const documentRels = relationships(documents, ({ many }) => ({ members: many(orgMembers) }));
const employeeRels = relationships(employees, ({ many }) => ({ members: many(orgMembers) }));
const conversationRels = relationships(conversations, ({ one, many }) => ({
  members: many(orgMembers),
  employee: one({ sourceField: ["employee_id"], destField: ["id"], destSchema: employees }),
  taker: one({ sourceField: ["taken_over_by"], destField: ["user_id"], destSchema: profiles }),
  messages: many({ sourceField: ["id"], destField: ["conversation_id"], destSchema: whatsapp_messages }),
  healthMarks: many({ sourceField: ["id"], destField: ["conversation_id"], destSchema: health_message_marks }),
}));
const messageRels = relationships(whatsapp_messages, ({ one, many }) => ({
  members: many(orgMembers),
  sender: one({ sourceField: ["sent_by_user_id"], destField: ["user_id"], destSchema: profiles }),
  // A bot reply's employee message (reply_to).
  question: one({ sourceField: ["reply_to"], destField: ["id"], destSchema: whatsapp_messages }),
}));
const healthMarkRels = relationships(health_message_marks, ({ many }) => ({ members: many(orgMembers) }));
// A notification of an organisation (none for an invitation to one): its memberships say who may see health data.
const notificationRels = relationships(notifications, ({ many }) => ({ members: many(orgMembers) }));
const templateRels = relationships(whatsapp_templates, ({ many }) => ({ members: many(orgMembers) }));
const twilioRels = relationships(twilio_credentials, ({ many }) => ({ members: many(orgMembers) }));
const testMessageRels = relationships(whatsapp_test_messages, ({ many }) => ({ members: many(orgMembers) }));
const retentionRunRels = relationships(retention_runs, ({ many }) => ({ members: many(orgMembers) }));
const activityRels = relationships(activity_log, ({ many }) => ({ members: many(orgMembers) }));
const integrationRels = relationships(external_integrations, ({ many }) => ({ members: many(orgMembers) }));
const syncObjectRels = relationships(integration_sync_objects, ({ many }) => ({ members: many(orgMembers) }));
const syncRunRels = relationships(integration_sync_runs, ({ many }) => ({ members: many(orgMembers) }));
const syncRunHourRels = relationships(integration_sync_run_hours, ({ many }) => ({ members: many(orgMembers) }));
const tableStatsRels = relationships(synced_table_stats, ({ many }) => ({ members: many(orgMembers) }));
const fleksEmployeeRels = relationships(fleks_employees, ({ many }) => ({ members: many(orgMembers) }));
const fleksImportCountsRels = relationships(fleks_import_counts, ({ many }) => ({ members: many(orgMembers) }));
const analyticsDailyRels = relationships(analytics_daily, ({ many }) => ({ members: many(orgMembers) }));
const analyticsAgentDailyRels = relationships(analytics_agent_daily, ({ many }) => ({ members: many(orgMembers) }));
const welcomeRels = relationships(employee_welcomes, ({ many }) => ({ members: many(orgMembers) }));
const welcomeSettingsRels = relationships(employee_welcome_settings, ({ many }) => ({ members: many(orgMembers) }));
const webhookEndpointRels = relationships(integration_webhook_endpoints, ({ many }) => ({ members: many(orgMembers) }));
const webhookDeliveryRels = relationships(integration_webhook_deliveries, ({ many }) => ({
  members: many(orgMembers),
}));
const inboxCountsRels = relationships(inbox_counts, ({ many }) => ({ members: many(orgMembers) }));

const agentRels = relationships(agents, ({ one, many }) => ({
  members: many(orgMembers),
  type: one({ sourceField: ["agent_type_id"], destField: ["id"], destSchema: agent_types }),
  settings: many({ sourceField: ["id"], destField: ["agent_id"], destSchema: agent_settings }),
  // Analytics lists an archived agent only when it answered in the period.
  analyticsDays: many({ sourceField: ["id"], destField: ["agent_id"], destSchema: analytics_agent_daily }),
}));
const agentSettingRels = relationships(agent_settings, ({ many }) => ({ members: many(orgMembers) }));

const organizationRels = relationships(organizations, ({ many }) => ({
  members: many({ sourceField: ["id"], destField: ["organization_id"], destSchema: organization_members }),
}));

const memberRels = relationships(organization_members, ({ one, many }) => ({
  members: many(orgMembers),
  organization: one({ sourceField: ["organization_id"], destField: ["id"], destSchema: organizations }),
  profile: one({ sourceField: ["user_id"], destField: ["user_id"], destSchema: profiles }),
  // Platform roles are badges on the users list ('Nilo Admin', 'Superadmin').
  platformRoles: many({ sourceField: ["user_id"], destField: ["user_id"], destSchema: user_roles }),
}));

const invitationRels = relationships(organization_invitations, ({ one, many }) => ({
  organization: one({ sourceField: ["organization_id"], destField: ["id"], destSchema: organizations }),
  members: many(orgMembers),
  // Whether the sender may still invite: an invitation from a since demoted admin is refused.
  inviterMembership: one({
    sourceField: ["organization_id", "invited_by_user_id"],
    destField: ["organization_id", "user_id"],
    destSchema: organization_members,
  }),
  inviterPlatformRoles: many({ sourceField: ["invited_by_user_id"], destField: ["user_id"], destSchema: user_roles }),
}));

export const schema = createSchema({
  tables: [
    organizations,
    organization_members,
    user_roles,
    organization_invitations,
    profiles,
    notifications,
    notification_counts,
    faqs,
    assistant_synonyms,
    documents,
    employees,
    conversations,
    whatsapp_messages,
    health_message_marks,
    whatsapp_templates,
    twilio_credentials,
    whatsapp_test_messages,
    retention_runs,
    activity_log,
    external_integrations,
    integration_sync_objects,
    integration_sync_runs,
    integration_sync_run_hours,
    synced_table_stats,
    fleks_employees,
    fleks_import_counts,
    analytics_daily,
    analytics_agent_daily,
    employee_welcomes,
    employee_welcome_settings,
    integration_webhook_endpoints,
    integration_webhook_deliveries,
    inbox_counts,
    agent_types,
    agents,
    agent_settings,
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
    healthMarkRels,
    notificationRels,
    templateRels,
    twilioRels,
    testMessageRels,
    retentionRunRels,
    activityRels,
    integrationRels,
    syncObjectRels,
    syncRunRels,
    syncRunHourRels,
    tableStatsRels,
    fleksEmployeeRels,
    fleksImportCountsRels,
    analyticsDailyRels,
    analyticsAgentDailyRels,
    welcomeRels,
    welcomeSettingsRels,
    webhookEndpointRels,
    webhookDeliveryRels,
    inboxCountsRels,
    agentRels,
    agentSettingRels,
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
