import { type Kysely, sql } from "kysely";

// A row put in the assistant's outbox without its organisation (a hand-back) takes it from
// its message. When that message was erased a moment before, the lookup found nothing and
// the insert failed as a missing organisation (not-null) rather than as what it is, a message
// that no longer exists: a hand-back racing an erasure must fail as a foreign-key refusal,
// the error the hand-back and the erasure's callers expect. One plpgsql body: runStatements
// would split it at its semicolons.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`create or replace function system.assistant_outbox_organization() returns trigger language plpgsql as $$
      begin
        if new.organization_id is null then
          new.organization_id := (select organization_id from whatsapp_messages where id = new.message_id);
          if new.organization_id is null then
            raise foreign_key_violation using message = 'assistant_outbox: message ' || new.message_id || ' does not exist';
          end if;
        end if;
        return new;
      end $$`)
    .execute(db);
}
