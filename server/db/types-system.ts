import type { Generated } from "kysely";
import type { AttachmentKind } from "../../common/whatsapp/attachments.ts";
import type { ModelState } from "../integrations/model-status.ts";
import type { Timestamp } from "./column-types.ts";

// The tables browsers never see: auth's users and the system schema's operational rows.

export interface WorkerHeartbeatsTable {
  worker_id: string;
  seen_at: Timestamp;
  job_worker_ids: Generated<string[]>;
  /** The worker's view of the model APIs (see server/integrations/model-status.ts). */
  models: Generated<Partial<Record<"llm" | "embeddings", ModelState>>>;
}

/** The number each organisation's next question for the assistant gets (dispatch-outbox.ts). */
/** How many of an organisation's questions the assistant's outbox holds (migrations/0076, kept by triggers). */
export interface OutboxWaitingTable {
  organization_id: string;
  waiting: string;
}

/** A change to an organisation's count, appended by the outbox's triggers until it is folded in. */
export interface OutboxWaitingChangesTable {
  organization_id: string;
  n: string;
}

export interface AnswerLinesTable {
  organization_id: string;
  next_number: string;
}

export interface AssistantOutboxTable {
  seq: Generated<string>;
  message_id: string;
  conversation_id: string;
  dispatched: Generated<boolean>;
  /** Filled from the message when an insert leaves it out (migrations/0073). */
  organization_id: Generated<string>;
}

/** Attempts per action and client address in the current window (server/http/rate-limit.ts). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  window_ends: Date;
}

export interface InboundLandingTable {
  seq: Generated<string>;
  message_sid: string;
  organization_id: string;
  sender: string;
  body: string;
  attachments: AttachmentKind[] | null;
  quoted_sid: string | null;
  profile_name: string | null;
  received_at: Generated<Date>;
}

/** Platform ids of erased employees, never stored again (migrations/0035). */
export interface ErasedFleksEmployeesTable {
  organization_id: string;
  uuid: string;
  erased_at: Generated<Date>;
}

/** Numbers that sent STOP (migrations/0051_whatsapp_suppressions.ts): outlive their conversations. */
export interface WhatsappSuppressionsTable {
  organization_id: string;
  phone: string;
  opted_out_at: Date;
}

/** One part of a reply sent in several WhatsApp messages (migrations/0053). */
export interface WhatsappMessagePartsTable {
  message_sid: string;
  message_id: string;
  organization_id: string;
  part: number;
  status: Generated<string>;
  error_code: string | null;
}

/** Status callbacks that came before their sid was recorded (migrations/0055). */
export interface EarlyStatusesTable {
  message_sid: string;
  organization_id: string;
  status: string;
  rank: number;
  error_code: string | null;
  received_at: Timestamp;
}

/** Where an organisation's line of bulk messages ends (migrations/0057, enqueueWelcomes). */
export interface SendPaceTable {
  organization_id: string;
  next_at: Timestamp;
}

/** When an organisation's next message goes at the steady pace (migrations/0061, takeSendSlot). */
export interface SendClockTable {
  organization_id: string;
  next_at: Timestamp;
}

/** A message waiting for its moment to send, outside the worker (migrations/0064, sendDeferred). */
export interface SendLaterTable {
  message_id: string;
  conversation_id: string;
  seq: Generated<string>;
  slot_at: Timestamp | null;
  may_have_sent: Generated<boolean>;
}

/** A message (or only its media) still to be deleted at Twilio (migrations/0070, deleteAtTwilio). */
export interface TwilioDeletionsTable {
  id: Generated<string>;
  organization_id: string;
  message_sid: string;
  media_only: Generated<boolean>;
  attempts: Generated<number>;
  not_before: Timestamp;
  created_at: Timestamp;
}

export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Timestamp;
}

export interface SystemTables {
  "system.worker_heartbeats": WorkerHeartbeatsTable;
  "system.assistant_outbox": AssistantOutboxTable;
  "system.answer_lines": AnswerLinesTable;
  "system.outbox_waiting": OutboxWaitingTable;
  "system.outbox_waiting_changes": OutboxWaitingChangesTable;
  "system.inbound_landing": InboundLandingTable;
  "system.rate_limits": RateLimitsTable;
  "system.erased_fleks_employees": ErasedFleksEmployeesTable;
  "system.whatsapp_suppressions": WhatsappSuppressionsTable;
  "system.whatsapp_message_parts": WhatsappMessagePartsTable;
  "system.early_statuses": EarlyStatusesTable;
  "system.send_pace": SendPaceTable;
  "system.send_clock": SendClockTable;
  "system.send_later": SendLaterTable;
  "system.twilio_deletions": TwilioDeletionsTable;
  "auth.user": AuthUserTable;
}
