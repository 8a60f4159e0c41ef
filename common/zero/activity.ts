import type { ZeroContext } from "../../zero-schema.ts";
import type { Tx } from "./authorize.ts";

/** What the activity log records; the settings screen names each kind in Dutch. */
export const ACTIVITY_KINDS = [
  "invitation_sent",
  "invitation_cancelled",
  "role_changed",
  "member_removed",
  "account_deleted",
  "whatsapp_credentials_changed",
  "employee_exported",
  "employee_erased",
  "retention_changed",
  "chatbot_access_changed",
  "integration_added",
  "integration_removed",
  "integration_status_changed",
  "employees_imported",
  "integration_settings_changed",
  "integration_credentials_changed",
  "employees_welcomed",
  "welcome_settings_changed",
  "webhook_secret_revealed",
  "agent_created",
  "agent_removed",
  "agent_activated",
  "agent_settings_changed",
  "employee_added",
  "employee_changed",
  "employee_deleted",
  "verification_changed",
  "conversation_erased",
  "conversation_exported",
  "document_replaced",
  "document_answers_changed",
  "fleks_employees_imported",
  "fleks_exported",
  "fleks_reconciled",
  "fleks_employees_deactivated",
  "health_access_changed",
  "inbox_notifications_changed",
  "health_data_viewed",
  "privacy_statement_changed",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export type ActivityDetails = { [key: string]: string | number | boolean | null };

export type ActivityEntry = {
  organizationId: string;
  /** Null only for a background run whose requester was not recorded (queued before it was). */
  actorUserId: string | null;
  kind: ActivityKind;
  target?: string | null;
  details?: ActivityDetails;
};

/** The log row of an entry: a fresh id, and only ids and counts in its details. */
export const activityRow = (entry: ActivityEntry) => ({
  id: crypto.randomUUID(),
  organization_id: entry.organizationId,
  actor_user_id: entry.actorUserId,
  kind: entry.kind,
  target: entry.target ?? null,
  details: entry.details ?? {},
});

/**
 * Appends to the activity log inside the mutator's transaction. Only the server writes it:
 * the row's id and time are the server's, and a client cannot add entries of its own.
 */
export async function logActivity(tx: Tx, ctx: ZeroContext, entry: Omit<ActivityEntry, "actorUserId">) {
  if (tx.location !== "server") return;
  await tx.mutate.activity_log.insert({
    ...activityRow({ ...entry, actorUserId: ctx.userID }),
    created_at: Date.now(),
  });
}
