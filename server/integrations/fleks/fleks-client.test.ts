import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
