import { FleksError, retryAfterMs } from "./fleks-error.ts";
import { type Envelope, type FleksPage, parsePage } from "./parse-page.ts";
import { BodyTooLargeError, readCappedText } from "./read-capped-text.ts";

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

export type FleksRecord = Record<string, unknown>;

export type FleksClient = {
  list(object: FleksObjectName, query: ListQuery): Promise<FleksPage>;
  /** One record by its id (GET {object}/{id}); null when Fleks does not know it. */
  get(object: FleksObjectName, id: string): Promise<FleksRecord | null>;
  /** Updates one record by its id (PUT {object}/{id}) with the fields given; answers the stored record. */
  put(object: FleksObjectName, id: string, body: FleksRecord): Promise<FleksRecord | null>;
};

export const DEFAULT_FLEKS_BASE_URL = "https://api.external.fleks.works";
const DEFAULT_TIMEOUT_MS = 30_000;
/** The most one answer may hold: many times a page of records, far below what hurts the worker. */
export const DEFAULT_MAX_RESPONSE_BYTES = 20 * 1024 * 1024;

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
 * A client for the Fleks list endpoints, and get and put by id (the push direction). Base URL, auth header, tenant and envelope come
 * from the integration's configuration, because tenants' APIs differ (v1/v2). Each request
 * has a timeout and a size limit; failures are FleksErrors by kind, never raw fetch errors.
 */
export function createFleksClient(
  connection: FleksConnection,
  opts: { timeoutMs?: number; fetch?: typeof fetch; maxResponseBytes?: number } = {},
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

  /** One request; Fleks' failures become FleksErrors by kind, a 404 answers undefined when `missingOk`. */
  async function request(url: string, init: RequestInit = {}, missingOk = false): Promise<unknown> {
    let res: Response;
    let body: unknown;
    try {
      res = await doFetch(url, {
        ...init,
        headers: { ...headers, ...(init.body ? { "content-type": "application/json" } : {}) },
        signal: AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      const text = await readCappedText(res, opts.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES);
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = undefined;
      }
    } catch (err) {
      if (err instanceof BodyTooLargeError) throw new FleksError("invalid_response", "Unexpected response: too large");
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
    if (res.status === 404 && missingOk) return null;
    if (!res.ok) {
      throw new FleksError("http", errorText(body) ?? `HTTP ${res.status}: ${res.statusText}`, {
        status: res.status,
      });
    }
    // A success whose body does not parse was most often cut off on the way (a proxy, a
    // dropped connection after the headers): retried like a network error, not given up on.
    if (body === undefined)
      throw new FleksError("invalid_response", "Unexpected response: not JSON", { status: res.status, garbled: true });
    return body;
  }
  /** A single record's answer: the record itself, or wrapped in `data` (v2's habit). */
  const recordOf = (body: unknown): FleksRecord | null => {
    if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
    const data = (body as { data?: unknown }).data;
    return typeof data === "object" && data !== null && !Array.isArray(data)
      ? (data as FleksRecord)
      : (body as FleksRecord);
  };
  const one = (object: FleksObjectName, id: string) => `${base}${prefix}${object}/${encodeURIComponent(id)}`;

  return {
    async list(object, query) {
      const params = new URLSearchParams({ ...query.filters, page: String(query.page), limit: String(query.limit) });
      if (query.updatedAtMin) params.set("updatedAtMin", query.updatedAtMin);
      const body = await request(`${base}${prefix}${object}/?${params}`);
      return parsePage(body, envelope, query);
    },
    async get(object, id) {
      return recordOf(await request(one(object, id), {}, true));
    },
    async put(object, id, patch) {
      return recordOf(await request(one(object, id), { method: "PUT", body: JSON.stringify(patch) }));
    },
  };
}
