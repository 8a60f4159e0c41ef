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

  it("a member uploads, but cannot delete or re-process; an admin can", async () => {
    const form = new FormData();
    form.append("files", new File(["# Verlof\n\n25 dagen.\n"], "verlof.md", { type: "text/markdown" }));
    const up = await call(member, "POST", "", form);
    expect(up.status).toBe(201);
    const { documents } = (await up.json()) as { documents: Array<{ id: string }> };
    const id = documents[0].id;

    const refusedDelete = await call(member, "DELETE", `/${id}`);
    expect([403, 404]).toContain(refusedDelete.status);
    expect(((await refusedDelete.json()) as { error: { title: string } }).error.title).toBe("Verwijderen mislukt");
    expect([403, 404]).toContain((await call(member, "POST", `/${id}/process`)).status);
    expect((await sql`select count(*)::int as n from documents where id = ${id}`)[0].n).toBe(1);

    expect((await call(owner, "POST", `/${id}/process`)).status).toBe(200);
    expect((await call(owner, "DELETE", `/${id}`)).status).toBe(200);
    expect((await sql`select count(*)::int as n from documents where id = ${id}`)[0].n).toBe(0);
  });
});
