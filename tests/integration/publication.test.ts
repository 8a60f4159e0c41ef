import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../zero-schema.ts";
import { type Stack, startStack } from "../support/stack.ts";

// What zero-cache replicates is what the publication lists: no table of the auth or system
// schemas, and of each table only the columns the Zero schema syncs (so a conversation's
// verification state never reaches the replica, let alone a browser).
describe("the zero_app publication", () => {
  let app: Stack;
  let sql: postgres.Sql;
  beforeAll(async () => {
    app = await startStack();
    sql = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
  }, 240_000);
  afterAll(async () => {
    await sql?.end();
    await app?.stop();
  });

  it("holds product tables only, and keeps conversations' verification columns out", async () => {
    const rows = await sql<{ schemaname: string; tablename: string; attnames: string[] }[]>`
      select schemaname, tablename, attnames from pg_publication_tables where pubname = 'zero_app'`;
    expect(rows.every((r) => r.schemaname === "public")).toBe(true);
    const conversations = rows.find((r) => r.tablename === "conversations");
    expect(conversations?.attnames.sort()).toEqual(Object.keys(schema.tables.conversations.columns).sort());
    for (const secret of [
      "pending_question",
      "verified_until",
      "verification_attempts",
      "verification_locked_until",
      "verification_lockouts",
    ])
      expect(conversations?.attnames).not.toContain(secret);
    const integrations = rows.find((r) => r.tablename === "external_integrations");
    expect(integrations?.attnames).not.toContain("api_key_encrypted");
    const twilio = rows.find((r) => r.tablename === "twilio_credentials");
    expect(twilio?.attnames.sort()).toEqual(["created_at", "organization_id", "updated_at", "whatsapp_sender"]);
    // Every table the Zero schema names is published with at least the columns it syncs.
    for (const [name, table] of Object.entries(schema.tables)) {
      const published = rows.find((r) => r.tablename === name);
      expect(published, name).toBeDefined();
      for (const column of Object.keys(table.columns))
        expect(published?.attnames, `${name}.${column}`).toContain(column);
    }
  });
});
