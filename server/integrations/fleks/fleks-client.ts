import { FleksError, retryAfterMs } from "./fleks-error.ts";
import { type Envelope, type FleksPage, parsePage } from "./parse-page.ts";

export type FleksObjectName = "employees" | "clients" | "projects" | "jobs" | "shifts";

export type FleksConnection = {
  baseUrl: string;
  apiKey: string;
  tenantId?: string | null;
  /** The header the key travels in; X-API-Key unless the tenant's API says otherwise. */
  authHeader?: string;
  envelope?: Envelope;
  /** Path of a list before the object's name; from the envelope unless set ('/api/v2/' or '/v1/'). */
  pathPrefix?: string;
};

export type ListQuery = {
  page: number;
  limit: number;
  updatedAtMin?: string | null;
  /** Extra query parameters (filters the API applies upstream, e.g. status). */
  filters?: Record<string, string>;
};

export type FleksClient = {
  list(object: FleksObjectName, query: ListQuery): Promise<FleksPage>;
};

export const DEFAULT_FLEKS_BASE_URL = "https://api.external.fleks.works";
const DEFAULT_TIMEOUT_MS = 30_000;

/** The response's own error text ({ error } or { message }, as the spec says), if any. */
function errorText(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const b = body as Record<string, unknown>;
  for (const v of [b.error, b.message, b.detail]) {
    if (typeof v === "string" && v.trim()) return v.trim().slice(0, 300);
    if (typeof v === "object" && v && typeof (v as { message?: unknown }).message === "string")
      return String((v as { message: string }).message).slice(0, 300);
  }
  return null;
}

/**
 * A client for the Fleks list endpoints. Base URL, auth header, tenant and envelope come
 * from the integration's configuration, because tenants' APIs differ (v1/v2). Each request
 * has a timeout; failures are FleksErrors by kind, never raw fetch errors.
 */
export function createFleksClient(
  connection: FleksConnection,
  opts: { timeoutMs?: number; fetch?: typeof fetch } = {},
): FleksClient {
  const envelope = connection.envelope ?? "auto";
  const prefix = connection.pathPrefix ?? (envelope === "v1" ? "/v1/" : "/api/v2/");
  const base = connection.baseUrl.replace(/\/+$/, "");
  const doFetch = opts.fetch ?? fetch;
  const headers: Record<string, string> = {
    [connection.authHeader || "X-API-Key"]: connection.apiKey,
    accept: "application/json",
  };
  if (connection.tenantId) headers["X-Tenant-Id"] = connection.tenantId;

  return {
    async list(object, query) {
      const params = new URLSearchParams({ ...query.filters, page: String(query.page), limit: String(query.limit) });
      if (query.updatedAtMin) params.set("updatedAtMin", query.updatedAtMin);
      const url = `${base}${prefix}${object}/?${params}`;
      let res: Response;
      let body: unknown;
      try {
        res = await doFetch(url, { headers, signal: AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS) });
        const text = await res.text();
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = undefined;
        }
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause?.code;
        const timedOut = (err as Error).name === "TimeoutError";
        throw new FleksError(
          "unreachable",
          timedOut ? "Timeout" : `Kan geen verbinding maken met Fleks API.${cause ? ` (${cause})` : ""}`,
        );
      }
      if (res.status === 401 || res.status === 403) {
        throw new FleksError("unauthorized", errorText(body) ?? `HTTP ${res.status}: ${res.statusText}`, {
          status: res.status,
        });
      }
      if (res.status === 429) {
        throw new FleksError("rate_limited", "Rate limit exceeded", {
          status: 429,
          retryAfterMs: retryAfterMs(res.headers.get("retry-after")),
        });
      }
      if (!res.ok) {
        throw new FleksError("http", errorText(body) ?? `HTTP ${res.status}: ${res.statusText}`, {
          status: res.status,
        });
      }
      if (body === undefined) throw new FleksError("invalid_response", "Unexpected response: not JSON");
      return parsePage(body, envelope, query);
    },
  };
}
