import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fleksFailureText } from "../../../common/integrations/fleks-failure-text.ts";
import { type FakeFleks, startFakeFleks } from "../../../tests/fakes/fleks/fake-fleks-server.ts";
import { createFleksClient } from "./fleks-client.ts";
import { FleksError } from "./fleks-error.ts";
import { parsePage } from "./parse-page.ts";

describe("parsePage", () => {
  it("reads the v2 envelope and tells from the total whether more pages follow", () => {
    const page = parsePage({ data: [{ uuid: "a" }], totalCount: 3, page: 2, limit: 1 }, "auto", { page: 2, limit: 1 });
    expect(page).toEqual({ records: [{ uuid: "a" }], total: 3, page: 2, hasMore: true });
  });
  it("reads the v1 envelope (meta.rows, results)", () => {
    const page = parsePage({ meta: { rows: 2, page: 1 }, results: [{ id: 1 }, { id: 2 }] }, "auto", {
      page: 1,
      limit: 5,
    });
    expect(page).toEqual({ records: [{ id: 1 }, { id: 2 }], total: 2, page: 1, hasMore: false });
  });
  it("without a total, a full page means there may be more", () => {
    expect(parsePage([{ a: 1 }, { a: 2 }], "auto", { page: 1, limit: 2 }).hasMore).toBe(true);
    expect(parsePage({ data: [{ a: 1 }] }, "v2", { page: 1, limit: 2 })).toMatchObject({ total: null, hasMore: false });
  });
  it("refuses a body of the other envelope when one is configured, and anything else", () => {
    expect(() => parsePage({ results: [] }, "v2", { page: 1, limit: 1 })).toThrow(FleksError);
    expect(() => parsePage({ data: [] }, "v1", { page: 1, limit: 1 })).toThrow(FleksError);
    expect(() => parsePage({ data: [1, 2] }, "auto", { page: 1, limit: 1 })).toThrow(/not objects/);
    expect(() => parsePage("<html>", "auto", { page: 1, limit: 1 })).toThrow(/Unexpected response/);
  });
});

describe("createFleksClient against the fake", () => {
  let fake: FakeFleks;
  beforeAll(async () => {
    fake = await startFakeFleks({ sizes: { employees: 30, shifts: 50 } });
  });
  afterAll(() => fake.stop());
  const client = (over: Partial<Parameters<typeof createFleksClient>[0]> = {}) =>
    createFleksClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, ...over }, { timeoutMs: 2000 });

  it("lists a page with the key in X-API-Key", async () => {
    const page = await client().list("employees", { page: 2, limit: 10 });
    expect(page).toMatchObject({ total: 30, page: 2, hasMore: true });
    expect(page.records).toHaveLength(10);
    expect(page.records[0]).toHaveProperty("uuid");
  });
  it("passes updatedAtMin and filters as query parameters", async () => {
    const [touched] = fake.touch("shifts", 1);
    const page = await client().list("shifts", {
      page: 1,
      limit: 10,
      updatedAtMin: touched?.updatedAt,
      filters: { status: touched?.status as string },
    });
    expect(page.records.map((r) => r.id)).toEqual([touched?.id]);
  });
  it("parses the v1 envelope when the fake speaks it", async () => {
    fake.setEnvelope("v1");
    try {
      const page = await client({ envelope: "v1" }).list("clients", { page: 1, limit: 5 });
      expect(page).toMatchObject({ total: 20, hasMore: true });
    } finally {
      fake.setEnvelope("v2");
    }
  });
  it("tells a wrong key, a rate limit, a server error and a dead host apart", async () => {
    await expect(client({ apiKey: "wrong-key-123" }).list("jobs", { page: 1, limit: 1 })).rejects.toMatchObject({
      kind: "unauthorized",
      status: 401,
    });
    await expect(client({ authHeader: "Authorization" }).list("jobs", { page: 1, limit: 1 })).rejects.toMatchObject({
      kind: "unauthorized",
    });
    fake.faults.rateLimit = { times: 1, retryAfterSeconds: 2 };
    await expect(client().list("jobs", { page: 1, limit: 1 })).rejects.toMatchObject({
      kind: "rate_limited",
      message: "Rate limit exceeded",
      retryAfterMs: 2000,
    });
    fake.faults.serverErrors = { times: 1 };
    await expect(client().list("jobs", { page: 1, limit: 1 })).rejects.toMatchObject({
      kind: "http",
      status: 500,
      message: "Internal Server Error",
    });
    fake.faults.drop = { object: "jobs", page: 1, times: 1 };
    await expect(client().list("jobs", { page: 1, limit: 1 })).rejects.toMatchObject({ kind: "unreachable" });
    await expect(
      createFleksClient({ baseUrl: "http://127.0.0.1:9", apiKey: "x" }).list("jobs", { page: 1, limit: 1 }),
    ).rejects.toMatchObject({ kind: "unreachable" });
  });
  it("reads a page well within a small size limit", async () => {
    const small = createFleksClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey }, { maxResponseBytes: 64 * 1024 });
    expect((await small.list("employees", { page: 1, limit: 5 })).records).toHaveLength(5);
  });
  it("gives up on a slow page after its timeout", async () => {
    fake.faults.slowMs = 500;
    try {
      const slow = createFleksClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey }, { timeoutMs: 100 });
      await expect(slow.list("jobs", { page: 1, limit: 1 })).rejects.toMatchObject({
        kind: "unreachable",
        message: "Timeout",
      });
    } finally {
      fake.faults.slowMs = 0;
    }
  });
});

describe("an answer larger than the client accepts", () => {
  // A base URL may point at an admin's own server: one that streams without end must not
  // fill the worker's memory. The server below streams up to 64 MB in 64 KB pieces,
  // as fast as the client reads, and counts what it got out before the client hung up.
  const MB = 1024 * 1024;
  let server: Server;
  let baseUrl: string;
  let sent = 0;
  let hungUp: Promise<void> = Promise.resolve();
  beforeAll(async () => {
    server = createServer((req, res) => {
      sent = 0;
      const declared = req.url?.includes("declared");
      res.writeHead(200, { "content-type": "application/json", ...(declared ? { "content-length": 64 * MB } : {}) });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      hungUp = new Promise((done) => res.on("close", () => done()));
      const pump = () => {
        while (sent < 64 * MB && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.write("[");
      pump();
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  const capped = (path: string) =>
    createFleksClient({ baseUrl: `${baseUrl}/${path}`, apiKey: "x" }, { timeoutMs: 10_000, maxResponseBytes: MB });

  it("stops reading past the limit and says the answer was unexpected, in Dutch", async () => {
    const failure = await capped("stream")
      .list("employees", { page: 1, limit: 1 })
      .catch((e: FleksError) => e);
    expect(failure).toMatchObject({ kind: "invalid_response" });
    expect(fleksFailureText((failure as FleksError).kind)).toBe("De Fleks API gaf een onverwacht antwoord.");
    await hungUp;
    // The connection was cut soon after the limit (socket buffers hold a few MB), not read to its end.
    expect(sent).toBeLessThan(16 * MB);
  });

  it("refuses an answer whose declared length is over the limit before reading it", async () => {
    await expect(capped("declared").list("employees", { page: 1, limit: 1 })).rejects.toMatchObject({
      kind: "invalid_response",
    });
    await hungUp;
    expect(sent).toBeLessThan(16 * MB);
  });
});
