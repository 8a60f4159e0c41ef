import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMPORT_BATCH } from "../../common/employees/import-row.ts";
import { nl } from "../../common/i18n/nl.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import type { TestUser } from "../support/zero-client.ts";

// POST /api/employees/import through the real app and Postgres: the server checks every
// row again, upserts the valid ones on (organisation, phone) and answers per row.
let app: Stack;
let alice: Owner;
let carol: TestUser; // plain member of A
let bob: Owner;

const t = nl.employeeImport;
type Row = {
  line: number;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  email?: string;
  employee_number?: string;
};
const send = (user: TestUser, org: string, rows: Row[]) => app.api(user, org, "POST", "employees/import", { rows });
const employeesOf = (org: string) =>
  app.sql`select first_name, last_name, phone_number, email, employee_number from employees
    where organization_id = ${org} order by phone_number`;

beforeAll(async () => {
  app = await startStack();
  alice = await app.signUpOwner("import-a@a.nl", "Anna Import");
  carol = await app.signUpMember(alice.org, "import-lid@a.nl", "Carol Lid");
  bob = await app.signUpOwner("import-b@b.nl", "Bram B");
}, 240_000);
afterAll(async () => {
  await app?.stop();
});

describe("employee CSV import", () => {
  it("creates valid rows, skips invalid ones with their reasons, and logs the counts", async () => {
    const res = await send(alice, alice.org, [
      { line: 2, first_name: "Eva", last_name: "de Vries", phone_number: "06 1234 5678", email: "Eva@Voorbeeld.nl" },
      { line: 3, first_name: "Piet", last_name: "Jansen", phone_number: "+31687654321", employee_number: "P-7" },
      { line: 4, first_name: "", last_name: "Zonder", phone_number: "+31611111111" },
      { line: 5, first_name: "Kees", last_name: "Kort", phone_number: "12-34" },
      { line: 6, first_name: "Dubbel", last_name: "Nummer", phone_number: "0612345678" },
      {
        line: 7,
        first_name: "Bank",
        last_name: "Rekening",
        phone_number: "+31622222222",
        employee_number: "NL91ABNA0417164300",
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      counts: { created: 2, updated: 0, unchanged: 0, skipped: 4 },
      rows: [
        { line: 2, outcome: "created" },
        { line: 3, outcome: "created" },
        { line: 4, outcome: "skipped", errors: ["missingFirstName"] },
        { line: 5, outcome: "skipped", errors: ["invalidPhone"] },
        { line: 6, outcome: "skipped", errors: ["duplicatePhone"] },
        { line: 7, outcome: "skipped", errors: ["sensitive"] },
      ],
    });
    expect(await employeesOf(alice.org)).toEqual([
      {
        first_name: "Eva",
        last_name: "de Vries",
        phone_number: "+31612345678",
        email: "eva@voorbeeld.nl",
        employee_number: null,
      },
      { first_name: "Piet", last_name: "Jansen", phone_number: "+31687654321", email: null, employee_number: "P-7" },
    ]);
    const [log] =
      await app.sql`select details from activity_log where organization_id = ${alice.org} and kind = 'employees_imported'`;
    expect(log.details).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 4 });
  });

  it("skips a row with a BSN in any field (the 11-proef), whatever column it came in", async () => {
    const res = await send(alice, alice.org, [
      { line: 2, first_name: "Bsn", last_name: "Nummer", phone_number: "+31633333301", employee_number: "111222333" },
      { line: 3, first_name: "Bsn", last_name: "123456782", phone_number: "+31633333302" },
      {
        line: 4,
        first_name: "Gewoon",
        last_name: "Nummer",
        phone_number: "+31633333303",
        employee_number: "123456789",
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      { line: 2, outcome: "skipped", errors: ["sensitive"] },
      { line: 3, outcome: "skipped", errors: ["sensitive"] },
      { line: 4, outcome: "created" },
    ]);
    const stored = await app.sql`select employee_number from employees where phone_number like '+316333333%'`;
    expect(stored).toEqual([{ employee_number: "123456789" }]);
  });

  it("updates a known phone, keeps stored values a blank cell does not replace, and reports unchanged rows", async () => {
    const res = await send(alice, alice.org, [
      { line: 2, first_name: "Eva", last_name: "Bakker", phone_number: "+31612345678" },
      { line: 3, first_name: "Piet", last_name: "Jansen", phone_number: "+31687654321", employee_number: "P-7" },
      { line: 4, first_name: "Nieuw", last_name: "Mens", phone_number: "+31633333333" },
    ]);
    expect(res.body.counts).toEqual({ created: 1, updated: 1, unchanged: 1, skipped: 0 });
    expect(res.body.rows.map((r: { outcome: string }) => r.outcome)).toEqual(["updated", "unchanged", "created"]);
    const eva = (await employeesOf(alice.org)).find((e) => e.first_name === "Eva");
    expect(eva).toEqual({
      first_name: "Eva",
      last_name: "Bakker",
      phone_number: "+31612345678",
      email: "eva@voorbeeld.nl",
      employee_number: null,
    });
  });

  it("refuses a row naming another person than the one on record under its number, leaving them as they were", async () => {
    await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number, email, employee_number)
      values (gen_random_uuid(), ${alice.org}, 'Anouk', 'de Vries', '+31699990001', 'anouk@a.nl', '1001')`;
    const anouk = { line: 2, first_name: "Anouk", last_name: "de Vries", phone_number: "06 9999 0001" };
    const res = await send(alice, alice.org, [
      { line: 2, first_name: "Kees", last_name: "Dubbel", phone_number: "+31699990001" },
      { ...anouk, line: 3, employee_number: "1005" },
      { ...anouk, line: 4, email: "kees@a.nl" },
    ]);
    expect(res.body.counts).toEqual({ created: 0, updated: 0, unchanged: 0, skipped: 3 });
    expect(res.body.rows[0]).toEqual({ line: 2, outcome: "skipped", errors: ["otherPerson"] });
    const stored = (await employeesOf(alice.org)).find((e) => e.phone_number === "+31699990001");
    expect(stored).toEqual({
      first_name: "Anouk",
      last_name: "de Vries",
      phone_number: "+31699990001",
      email: "anouk@a.nl",
      employee_number: "1001",
    });
    // The same person with a new surname is an update.
    const married = await send(alice, alice.org, [{ ...anouk, last_name: "Bakker", employee_number: "1001" }]);
    expect(married.body.counts).toMatchObject({ updated: 1, skipped: 0 });
  });

  it("takes a full batch, refuses a larger one and an oversized body, changing nothing", async () => {
    const rows = Array.from({ length: MAX_IMPORT_BATCH }, (_, i) => ({
      line: i + 2,
      first_name: "Naam",
      last_name: `Nummer ${i}`,
      phone_number: `+3170${String(1_000_000 + i)}`,
    }));
    const full = await send(alice, alice.org, rows);
    expect(full.status).toBe(200);
    expect(full.body.counts.created).toBe(MAX_IMPORT_BATCH);

    const before = await app.sql`select count(*)::int as n from employees`;
    const over = await send(alice, alice.org, [...rows, { ...rows[0], line: 999, phone_number: "+31699999999" }]);
    expect(over).toEqual({
      status: 400,
      body: { error: { code: "invalid_input", title: t.failed, description: t.batchTooLarge(MAX_IMPORT_BATCH) } },
    });
    const huge = await postRaw(JSON.stringify({ rows: [{ line: 2, first_name: "x".repeat(600 * 1024) }] }));
    expect(huge.status).toBe(413);
    expect(await app.sql`select count(*)::int as n from employees`).toEqual(before);
  });

  it("refuses malformed batches in Dutch", async () => {
    for (const body of [
      {},
      { rows: [] },
      { rows: "a" },
      { rows: [{ line: 0 }] },
      { rows: [{ line: 2, first_name: 5 }] },
    ]) {
      const res = await app.api(alice, alice.org, "POST", "employees/import", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.title).toBe(t.failed);
    }
  });

  it("a member may not import, and nobody imports into another organisation", async () => {
    const row = [{ line: 2, first_name: "Stiekem", last_name: "Lid", phone_number: "+31644444444" }];
    expect((await send(carol, alice.org, row)).status).toBe(403);
    expect((await send(bob, alice.org, row)).status).toBe(404);
    expect(await app.sql`select 1 from employees where phone_number = '+31644444444'`).toHaveLength(0);
    // The same number in B is B's own employee, unrelated to A's.
    const own = await send(bob, bob.org, [
      { line: 2, first_name: "Eva", last_name: "B", phone_number: "+31612345678" },
    ]);
    expect(own.body.counts.created).toBe(1);
    expect((await employeesOf(alice.org)).find((e) => e.phone_number === "+31612345678")?.last_name).toBe("Bakker");
  });
});

/** A body over the route's limit, sent with node:http (the server answers before reading it all). */
function postRaw(body: string) {
  return new Promise<{ status: number }>((resolve, reject) => {
    const req = http.request(`${app.url}/api/employees/import`, {
      method: "POST",
      headers: {
        origin: app.url,
        cookie: alice.cookie,
        "x-organization-id": alice.org,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
      },
    });
    req.on("response", (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0 });
      req.destroy();
    });
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code !== "EPIPE" && err.code !== "ECONNRESET") reject(err);
    });
    req.end(body);
  });
}
