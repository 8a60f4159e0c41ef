import { FleksError } from "./fleks-error.ts";

export type Envelope = "auto" | "v1" | "v2";
export type FleksPage = { records: Record<string, unknown>[]; total: number | null; page: number; hasMore: boolean };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : null);

/**
 * One page of a list, from either envelope the Fleks APIs use: v2 `{ data, totalCount,
 * page, limit }` or v1 `{ meta: { rows, page }, results }` (also a bare array). Without a
 * total, a full page means there may be more.
 */
export function parsePage(body: unknown, envelope: Envelope, asked: { page: number; limit: number }): FleksPage {
  let records: unknown;
  let total: number | null = null;
  let page = asked.page;
  const v2 = isObject(body) && Array.isArray(body.data);
  const v1 = isObject(body) && Array.isArray(body.results);
  if (Array.isArray(body) && envelope === "auto") {
    records = body;
  } else if (v2 && envelope !== "v1") {
    const b = body as Record<string, unknown>;
    records = b.data;
    total = count(b.totalCount) ?? count(b.total);
    page = count(b.page) ?? page;
  } else if (v1 && envelope !== "v2") {
    const b = body as Record<string, unknown>;
    const meta = isObject(b.meta) ? b.meta : {};
    records = b.results;
    total = count(meta.rows) ?? count(meta.total) ?? count(meta.count);
    page = count(meta.page) ?? count(meta.currentPage) ?? page;
  } else {
    throw new FleksError("invalid_response", `Unexpected response: no ${envelope === "v1" ? "results" : "data"} list`);
  }
  const list = records as unknown[];
  if (!list.every(isObject)) throw new FleksError("invalid_response", "Unexpected response: records are not objects");
  const hasMore = total !== null ? page * asked.limit < total : list.length >= asked.limit;
  return { records: list as Record<string, unknown>[], total, page, hasMore };
}
