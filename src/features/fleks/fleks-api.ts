import { nl } from "../../../common/i18n/nl.ts";
import type { FleksEnvelope } from "../../../common/integrations/fleks-connection-rules.ts";
import { type FleksFailureReason, fleksFailureText } from "../../../common/integrations/fleks-failure-text.ts";
import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { ApiError, api, call } from "../../lib/api-client.ts";

// The /api/fleks routes (server/fleks/fleks-routes.ts), as this page uses them. A
// Fleks-side failure is an answer ({ ok: false, reason }); our own refusals (role,
// organisation, input) come in the one error envelope and are thrown as ApiError.

export type FleksEnvironment = "production" | "sandbox";
export type ConnectionInput = {
  baseUrl: string;
  tenantId?: string;
  token?: string;
  environment: FleksEnvironment;
  authHeader?: string;
  envelope?: FleksEnvelope;
  pathPrefix?: string;
};
export type { FleksFailureReason };
export type FleksFailure = { ok: false; reason: FleksFailureReason; message: string };
export type ValidateResult = { ok: true; total: number } | FleksFailure;
export type FleksRecord = { [key: string]: unknown };
export type TestResult = { ok: true; count: number; total: number; sample: FleksRecord[] } | FleksFailure;
export type PreviewResult = { before: FleksRecord | null; after: FleksRecord | null; missing: string[] };
export type SyncStarted = { runIds: string[] };

const fallback = nl.fleks.connectionFailedFallback;

/** The Fleks routes for one organisation, through the typed client. */
export const fleksApi = (organizationId: string) => {
  const client = api.fleks(organizationId);
  return {
    validate: (json: ConnectionInput): Promise<ValidateResult> => call(client.validate.$post({ json }), fallback),
    saveConnection: (json: ConnectionInput) => call(client.connection.$put({ json }), fallback),
    disconnect: () => call(client.connection.$delete(), fallback),
    test: (object: SyncObject): Promise<TestResult> =>
      call(client.test[":object"].$get({ param: { object } }), fallback),
    sync: (objects?: SyncObject[]): Promise<SyncStarted> =>
      call(client.sync.$post({ json: objects ? { objects } : {} }), fallback),
    preview: (object: SyncObject): Promise<PreviewResult | FleksFailure> =>
      call(client.preview[":object"].$get({ param: { object } }), fallback),
  };
};

/** The Dutch reason of a Fleks-side failure (see fleksFailureText). */
export const failureText = (failure: FleksFailure): string => fleksFailureText(failure.reason, failure.message);

/** A thrown error's title and description for a toast; `fallback` when the server said nothing. */
export function errorToast(err: unknown, title: string, fallback: string): [string, { description?: string }] {
  if (err instanceof ApiError && !err.generic) return [err.title, { description: err.description }];
  return [title, { description: fallback }];
}
