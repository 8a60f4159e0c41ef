import http from "node:http";
import type { AddressInfo } from "node:net";
import { type DataSizes, type FakeData, type FakeRecord, type FleksObject, generateData } from "./fake-fleks-data.ts";

export type FakeFleksOptions = {
  /** The accepted API keys (default one: 'fleks-test-key-0001'). */
  apiKeys?: string[];
  /** The header the key travels in (case-insensitive, as HTTP headers are). */
  authHeader?: string;
  /** v2: `{ data, totalCount, page, limit }` (default); v1: `{ meta: { rows, page }, results }`. */
  envelope?: "v1" | "v2";
  sizes?: DataSizes;
  /**
   * How many records of each object (the last ones generated) last changed 31 to 400 days
   * ago, as an established tenant's employees and clients do; the rest changed in the last
   * 20 days.
   */
  aged?: DataSizes;
  seed?: number;
  port?: number;
  host?: string;
};

/** Faults a test switches on; each `times` counts down per request that hits it. */
export type FakeFleksFaults = {
  unauthorized?: boolean;
  rateLimit?: { times: number; retryAfterSeconds?: number; object?: FleksObject };
  serverErrors?: { times: number; object?: FleksObject };
  /** Every request for this object fails with 500 (one object failing while others succeed). */
  brokenObject?: FleksObject;
  /** Each page takes this long (for a crash mid-run, or a timeout). */
  slowMs?: number;
  /** The connection is dropped without an answer on this page of this object. */
  drop?: { object: FleksObject; page: number; times: number };
  /** Every request for this page of this object fails with 500 (a full pull that cannot complete). */
  failPage?: { object: FleksObject; page: number };
  /**
   * Just before this page is read, a record is created at the front of the list (once):
   * offset paging then shows the previous page's last record again, as a real API does.
   */
  createBefore?: { object: FleksObject; page: number };
  /** A 200 whose JSON body is cut off halfway (a proxy or connection giving up mid-answer). */
  truncate?: { times: number; object?: FleksObject };
  /** This page of this object answers with the page before it again (a paging bug upstream). */
  repeatPage?: { object: FleksObject; page: number };
};

export type FakeRequest = { object: string; page: number; limit: number; query: Record<string, string> };
/** A write the fake received (PUT by id), for tests to read. */
export type FakeWrite = { method: "PUT"; object: FleksObject; id: string; body: Record<string, unknown> };
export type FakeFleks = Awaited<ReturnType<typeof startFakeFleks>>;

const OBJECTS = new Set(["employees", "clients", "projects", "jobs", "shifts"]);
const PATH = /^\/(?:api\/v2|v1)\/([a-z-]+)\/?$/;
const ONE = /^\/(?:api\/v2|v1)\/([a-z-]+)\/([^/]+)\/?$/;
const MAX_LIMIT = 1000;

/**
 * A Fleks-compatible API on loopback: GET /api/v2/{object}/ (and /v1/{object}/) with
 * page, limit (≤ 1000), updatedAtMin, status (comma list), isArchived and, on shifts,
 * start_date and end_date; the key in
 * X-API-Key. Records change through `touch`, faults through `faults`; `requests` lists
 * what was asked, so a test can tell an incremental run from a full one. GET and PUT
 * /api/v2/{object}/{id} read and update one record (a PUT merges its body and moves
 * updatedAt; `received` lists the PUTs); `remove` deletes records as Fleks would.
 */
export async function startFakeFleks(options: FakeFleksOptions = {}) {
  const apiKeys = new Set(options.apiKeys ?? ["fleks-test-key-0001"]);
  const authHeader = (options.authHeader ?? "X-API-Key").toLowerCase();
  const data: FakeData = ageRecords(generateData(options.sizes, options.seed), options.aged ?? {});
  const faults: FakeFleksFaults = {};
  const requests: FakeRequest[] = [];
  const received: FakeWrite[] = [];
  const keyOf = (r: FakeRecord) => String(r.uuid ?? r.id);
  const readBody = async (req: http.IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString("utf8") || "null") as unknown;
  };

  /** GET or PUT one record by id: the push direction reads the remote updatedAt, then writes. */
  const handleOne = async (req: http.IncomingMessage, res: http.ServerResponse, object: FleksObject, id: string) => {
    const record = data[object].find((r) => keyOf(r) === id);
    if (!record) return send(res, 404, { error: "Not found" });
    if (req.method === "GET") return send(res, 200, record);
    const body = await readBody(req).catch(() => undefined);
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return send(res, 400, { error: "Body must be a JSON object" });
    }
    received.push({ method: "PUT", object, id, body: body as Record<string, unknown> });
    Object.assign(record, body, { updatedAt: new Date().toISOString() });
    return send(res, 200, record);
  };
  let envelope = options.envelope ?? "v2";

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
  const countDown = <T extends { times: number; object?: FleksObject }>(fault: T | undefined, object: string) => {
    if (!fault || fault.times <= 0 || (fault.object && fault.object !== object)) return false;
    fault.times -= 1;
    return true;
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const match = PATH.exec(url.pathname);
    const single = match ? null : ONE.exec(url.pathname);
    if (single && OBJECTS.has(single[1] as string) && (req.method === "GET" || req.method === "PUT")) {
      const key = req.headers[authHeader];
      if (faults.unauthorized || typeof key !== "string" || !apiKeys.has(key)) {
        return send(res, 401, { error: "Invalid API key" });
      }
      return handleOne(req, res, single[1] as FleksObject, decodeURIComponent(single[2] as string));
    }
    if (req.method !== "GET" || !match || !OBJECTS.has(match[1] as string)) {
      return send(res, 404, { error: "Not found" });
    }
    const object = match[1] as FleksObject;
    const key = req.headers[authHeader];
    if (faults.unauthorized || typeof key !== "string" || !apiKeys.has(key)) {
      return send(res, 401, { error: "Invalid API key" });
    }
    const query = Object.fromEntries(url.searchParams);
    const page = Math.max(1, Number(query.page ?? 1) || 1);
    const limit = Math.min(MAX_LIMIT, Math.max(1, Number(query.limit ?? 50) || 50));
    requests.push({ object, page, limit, query });
    if (countDown(faults.rateLimit, object)) {
      return send(
        res,
        429,
        { error: "Too Many Requests" },
        { "retry-after": String(faults.rateLimit?.retryAfterSeconds ?? 1) },
      );
    }
    if (faults.brokenObject === object || countDown(faults.serverErrors, object)) {
      return send(res, 500, { error: "Internal Server Error" });
    }
    if (faults.slowMs) await new Promise((r) => setTimeout(r, faults.slowMs));
    if (faults.failPage && faults.failPage.object === object && faults.failPage.page === page) {
      return send(res, 500, { error: "Internal Server Error" });
    }
    const drop = faults.drop;
    if (drop && drop.object === object && drop.page === page && drop.times > 0) {
      drop.times -= 1;
      req.socket.destroy();
      return;
    }
    const create = faults.createBefore;
    if (create && create.object === object && create.page === page) {
      faults.createBefore = undefined;
      const first = data[object][0] ?? {};
      const key = "uuid" in first ? "uuid" : "id";
      data[object].unshift({ ...first, [key]: crypto.randomUUID(), updatedAt: new Date().toISOString() });
    }
    let rows = data[object];
    // v1's documented shift window (start_date, end_date: YYYY-MM-DD, both included), on the start's day.
    if (object === "shifts" && query.start_date)
      rows = rows.filter((r) => String(r.start).slice(0, 10) >= query.start_date);
    if (object === "shifts" && query.end_date)
      rows = rows.filter((r) => String(r.start).slice(0, 10) <= query.end_date);
    if (query.updatedAtMin) {
      const min = query.updatedAtMin;
      rows = rows.filter((r) => r.updatedAt >= min);
    }
    if (query.status) {
      const wanted = new Set(query.status.split(","));
      rows = rows.filter((r) => wanted.has(String(r.status)));
    }
    if (query.isArchived) rows = rows.filter((r) => String(r.isArchived) === query.isArchived);
    const repeat = faults.repeatPage;
    const served = repeat && repeat.object === object && repeat.page === page ? page - 1 : page;
    const slice = rows.slice((served - 1) * limit, served * limit);
    const body =
      envelope === "v1"
        ? { meta: { rows: rows.length, page }, results: slice }
        : { data: slice, totalCount: rows.length, page, limit };
    if (countDown(faults.truncate, object)) {
      const text = JSON.stringify(body);
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(text.slice(0, Math.floor(text.length / 2)));
    }
    return send(res, 200, body);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => send(res, 500, { error: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;

  return {
    baseUrl: `http://${options.host ?? "127.0.0.1"}:${address.port}`,
    apiKey: [...apiKeys][0] as string,
    data,
    faults,
    requests,
    /** The writes (PUT by id) received, oldest first. */
    received,
    setEnvelope(value: "v1" | "v2") {
      envelope = value;
    },
    /** Gives `count` records of `object` (from `offset`) a new updatedAt, as an edit in Fleks does. */
    touch(object: FleksObject, count: number, offset = 0, change: Partial<FakeRecord> = {}): FakeRecord[] {
      const at = new Date().toISOString();
      const touched = data[object].slice(offset, offset + count);
      for (const record of touched) Object.assign(record, change, { updatedAt: at });
      return touched;
    },
    /** Removes `count` records of `object` (from `offset`), as a deletion in Fleks does; returns them. */
    remove(object: FleksObject, count: number, offset = 0): FakeRecord[] {
      return data[object].splice(offset, count);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const DAY = 86_400_000;

/** Moves the last `aged[object]` records' updatedAt 31 to 400 days back (spread by index, so repeatable). */
function ageRecords(data: FakeData, aged: DataSizes, now = Date.now()): FakeData {
  for (const [object, count] of Object.entries(aged) as Array<[FleksObject, number]>) {
    const rows = data[object];
    rows.slice(Math.max(0, rows.length - count)).forEach((record, i) => {
      record.updatedAt = new Date(now - (31 + ((i * 37) % 370)) * DAY).toISOString();
    });
  }
  return data;
}
