import { nl } from "../../../common/i18n/nl.ts";
import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { ApiError, errorOf } from "../../lib/api-client.ts";

// The /api/fleks routes (server/fleks, the engine's branch), as this page uses them. A
// Fleks-side failure is an answer ({ ok: false, reason }); our own refusals (role,
// organisation, input) come in the one error envelope and are thrown as ApiError.

export type FleksEnvironment = "production" | "sandbox";
export type ConnectionInput = { baseUrl: string; tenantId?: string; token?: string; environment: FleksEnvironment };
export type FleksFailureReason = "unauthorized" | "unreachable" | "rate_limited" | "http" | "invalid_response";
export type FleksFailure = { ok: false; reason: FleksFailureReason; message: string };
export type ValidateResult = { ok: true; total: number } | FleksFailure;
export type FleksRecord = { [key: string]: unknown };
export type TestResult = { ok: true; count: number; total: number; sample: FleksRecord[] } | FleksFailure;
export type PreviewResult = { before: FleksRecord | null; after: FleksRecord | null; missing: string[] };
export type SyncStarted = { runIds: string[] };

async function request<T>(organizationId: string, method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/fleks${path}`, {
      method,
      credentials: "same-origin",
      headers: {
        "x-organization-id": organizationId,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError({ code: null, title: nl.fleks.connectionFailedFallback, status: 0, generic: true });
  }
  const text = await res.text().catch(() => "");
  if (!res.ok) throw errorOf(res.status, text, nl.fleks.connectionFailedFallback);
  return (text ? JSON.parse(text) : {}) as T;
}

/** The Fleks routes for one organisation. */
export const fleksApi = (organizationId: string) => ({
  validate: (input: ConnectionInput) => request<ValidateResult>(organizationId, "POST", "/validate", input),
  saveConnection: (input: ConnectionInput) => request<unknown>(organizationId, "PUT", "/connection", input),
  disconnect: () => request<unknown>(organizationId, "DELETE", "/connection"),
  test: (object: SyncObject) => request<TestResult>(organizationId, "GET", `/test/${object}`),
  sync: (objects?: SyncObject[]) => request<SyncStarted>(organizationId, "POST", "/sync", objects ? { objects } : {}),
  preview: (object: SyncObject) => request<PreviewResult>(organizationId, "GET", `/preview/${object}`),
});

/** The Dutch reason of a Fleks-side failure: ours per kind, with Fleks' own message for an HTTP error. */
export function failureText(failure: FleksFailure): string {
  const reason = nl.fleks.reasons[failure.reason] ?? nl.fleks.connectionFailedFallback;
  return failure.reason === "http" && failure.message ? `${reason} ${failure.message}` : reason;
}

/** A thrown error's title and description for a toast; `fallback` when the server said nothing. */
export function errorToast(err: unknown, title: string, fallback: string): [string, { description?: string }] {
  if (err instanceof ApiError && !err.generic) return [err.title, { description: err.description }];
  return [title, { description: fallback }];
}
