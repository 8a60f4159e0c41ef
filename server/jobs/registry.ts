import type { z } from "zod";
import { answerWhatsappMessage } from "./definitions/answer-whatsapp-message.ts";
import { deleteAtTwilio } from "./definitions/delete-at-twilio.ts";
import { embedKnowledge } from "./definitions/embed-knowledge.ts";
import { employeeWelcome } from "./definitions/employee-welcome.ts";
import { fleksDispatch } from "./definitions/fleks-dispatch.ts";
import { fleksImport } from "./definitions/fleks-import.ts";
import { fleksPush } from "./definitions/fleks-push.ts";
import { fleksReconcile } from "./definitions/fleks-reconcile.ts";
import { fleksSync } from "./definitions/fleks-sync.ts";
import { processDocument } from "./definitions/process-document.ts";
import { purgeExpiredMessages } from "./definitions/purge-expired-messages.ts";
import { resendWhatsappMessage } from "./definitions/resend-whatsapp-message.ts";
import { sendDeferredWhatsapp } from "./definitions/send-deferred-whatsapp.ts";
import { sendEmail } from "./definitions/send-email.ts";
import { sendInvitation } from "./definitions/send-invitation.ts";
import { sendStaffMessage } from "./definitions/send-staff-message.ts";

// Definitions live in server/jobs/definitions/, one file each, so the registry and the test
// that checks every enqueue against it see all jobs in one folder; domain code stays job-agnostic.

/** Every job the worker runs. A job is enqueued only by a name listed here. */
export const jobs = [
  sendEmail,
  processDocument,
  answerWhatsappMessage,
  sendStaffMessage,
  embedKnowledge,
  purgeExpiredMessages,
  sendInvitation,
  fleksSync,
  fleksDispatch,
  fleksImport,
  fleksReconcile,
  fleksPush,
  employeeWelcome,
  resendWhatsappMessage,
  sendDeferredWhatsapp,
  deleteAtTwilio,
] as const;

type Job = (typeof jobs)[number];
export type JobName = Job["name"];
/** What an enqueue of job `N` must pass (the schema's input). */
export type JobPayload<N extends JobName> = z.input<Extract<Job, { name: N }>["payload"]>;

export function jobNamed<N extends JobName>(name: N): Extract<Job, { name: N }> {
  const job = jobs.find((j) => j.name === name);
  if (!job) throw new Error(`no job named ${name}`);
  return job as Extract<Job, { name: N }>;
}
