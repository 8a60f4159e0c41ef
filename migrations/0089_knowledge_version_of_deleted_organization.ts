import { type Kysely, sql } from "kysely";

// Deleting an organisation deletes its documents, FAQs and synonyms, and each of those
// deletions counted a change of the organisation's knowledge (knowledge_versions). When the
// organisation had no count yet (a document never processed), that was an insert for an
// organisation already gone, which its foreign key refused: the whole deletion failed. A
// change of an organisation that no longer exists is not counted. One plpgsql body:
// runStatements would split it at its semicolons.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`create or replace function system.bump_knowledge_version() returns trigger language plpgsql as $$
    declare org text := case tg_op when 'DELETE' then old.organization_id else new.organization_id end; begin
      execute format(
        'insert into system.knowledge_versions (organization_id, %1$I)
         select $1, 1 where exists (select 1 from organizations where id = $1)
         on conflict (organization_id) do update set %1$I = system.knowledge_versions.%1$I + 1',
        tg_argv[0]) using org; return null; end $$`)
    .execute(db);
}
