import type { JobHelpers } from "graphile-worker";
import type { z } from "zod";
import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/connect.ts";
import type { Mailer } from "../integrations/email/mailer.ts";
import type { Storage } from "../integrations/storage/local-storage.ts";
import type { AssistantDeps } from "../whatsapp/assistant/answer-message.ts";

/** What the worker process gives every job's handler. */
export type JobDeps = {
  db: Db;
  mailer: Mailer;
  mailFrom: string;
  documents: Storage;
  assistant: AssistantDeps;
  /** Opens external_integrations.api_key_encrypted (integration-key-box.ts). */
  integrationBox: SecretBox;
  /** The fetch integrations' requests go through (server/integrations/outbound). */
  outboundFetch: typeof fetch;
};

/**
 * One job: its registered name, the schema its payload must pass before the handler runs,
 * and the options every enqueue from TypeScript gets unless it says otherwise.
 */
export type JobDefinition<N extends string = string, S extends z.ZodType = z.ZodType> = {
  name: N;
  payload: S;
  // Method syntax, so one list can hold definitions with different payloads.
  handler(payload: z.output<S>, deps: JobDeps, helpers: JobHelpers): Promise<void>;
  /** Attempts before graphile-worker gives up (10 unless set). */
  maxAttempts?: number;
  /** Of jobs due together, those with the lower number run first (0 unless set). */
  priority?: number;
  /** The queue every run of it goes through, so two never run at once (none unless set). */
  queueName?: string;
  /** A job key, so a second enqueue replaces a waiting job instead of adding one. */
  jobKey?(payload: z.input<S>): string;
  /** When the worker runs it by itself: a cron schedule in UTC (graphile-worker's crontab). */
  cron?: string;
};

export function defineJob<const N extends string, S extends z.ZodType>(definition: JobDefinition<N, S>) {
  return definition;
}
