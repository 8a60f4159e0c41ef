import { sql } from "kysely";
import { expect, it } from "vitest";
import { migratedPostgresForFile } from "../support/migrated-postgres.ts";

// A passage's one foreign key is to its document and its organisation together
// (migrations/0088): retrieval filters passages by organisation alone, so a passage filed
// under another organisation than its document's would be found there. Deleting an
// organisation whose knowledge had never been counted failed before migrations/0089.
const file = migratedPostgresForFile("passage-keys", 1);

it("a passage under another organisation than its document's is refused; deleting the organisation, its documents never processed, deletes its passages", async () => {
  const { db } = file;
  const [a, b, doc] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  await sql`insert into organizations (id, name) values (${a}, 'Bakkerij Jansen'), (${b}, 'Schoonmaak Noord')`.execute(
    db,
  );
  await sql`insert into documents (id, organization_id, filename, file_path, mime_type, size_bytes)
    values (${doc}, ${a}, 'handboek.md', 'x', 'text/markdown', 10)`.execute(db);
  const passage = (org: string) =>
    sql`insert into document_passages (document_id, organization_id, position, content)
      values (${doc}, ${org}, 0, 'Je hebt 25 vakantiedagen.')`.execute(db);
  await passage(a);
  const refused = await passage(b).then(
    () => null,
    (err: { code?: string }) => err.code,
  );
  expect(refused).toBe("23503");
  await sql`delete from organizations where id = ${a}`.execute(db);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from document_passages
    where document_id = ${doc}`.execute(db);
  expect(rows[0].n).toBe(0);
});
