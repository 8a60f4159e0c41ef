import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownOrganization } from "../support/own-organization.ts";
import { type Stack, startStack } from "../support/stack.ts";
import { signUpUser, type TestUser } from "../support/zero-client.ts";

// Members may only add documents: deleting and re-processing are for admins, on the server,
// whatever a client sends.
describe("document roles", () => {
  let app: Stack;
  let sql: postgres.Sql;
  let owner: TestUser;
  let member: TestUser;
  let organizationId: string;

  beforeAll(async () => {
    app = await startStack();
    sql = postgres(app.databaseUrl, { max: 2, onnotice: () => {} });
    owner = await signUpUser(app.url, "eigenaar@docs.nl");
    member = await signUpUser(app.url, "lid@docs.nl");
    organizationId = await ownOrganization(sql, owner.userId);
    await sql`insert into organization_members (id, organization_id, user_id, role)
      values (gen_random_uuid(), ${organizationId}, ${member.userId}, 'member')`;
  }, 240_000);
  afterAll(async () => {
    await sql?.end();
    await app?.stop();
  });

  const call = (user: TestUser, method: string, path: string, body?: FormData) =>
    fetch(`${app.url}/api/documents${path}`, {
      method,
      headers: { cookie: user.cookie, origin: app.url, "x-organization-id": organizationId },
      body,
    });

  it("a member uploads and may delete their own document, not a colleague's, and cannot re-process; an admin can", async () => {
    const upload = async (user: TestUser, name: string) => {
      const form = new FormData();
      form.append("files", new File(["# Verlof\n\n25 dagen.\n"], name, { type: "text/markdown" }));
      const up = await call(user, "POST", "", form);
      expect(up.status).toBe(201);
      return ((await up.json()) as { documents: Array<{ id: string }> }).documents[0].id;
    };
    const own = await upload(member, "verlof.md");
    const admins = await upload(owner, "verlof-beleid.md");
    const count = async (id: string) => (await sql`select count(*)::int as n from documents where id = ${id}`)[0].n;

    const refusedDelete = await call(member, "DELETE", `/${admins}`);
    expect([403, 404]).toContain(refusedDelete.status);
    expect(((await refusedDelete.json()) as { error: { title: string } }).error.title).toBe("Verwijderen mislukt");
    expect(await count(admins)).toBe(1);
    expect([403, 404]).toContain((await call(member, "POST", `/${own}/process`)).status);

    expect((await call(owner, "POST", `/${own}/process`)).status).toBe(200);
    expect((await call(member, "DELETE", `/${own}`)).status).toBe(200);
    expect(await count(own)).toBe(0);
    expect((await call(owner, "DELETE", `/${admins}`)).status).toBe(200);
    expect(await count(admins)).toBe(0);
  });
});
