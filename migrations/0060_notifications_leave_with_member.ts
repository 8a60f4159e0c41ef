import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A colleague removed from an organisation kept its notifications in their bell ("Sem de Jong
// stuurde een bericht", numbers and WhatsApp names included), still clickable: personal data
// of an organisation they no longer belong to. Leaving an organisation now takes its
// notifications with it, and any such notifications left behind by earlier removals go too.
// An invitation's notification is for someone not yet a member and is not touched.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `create function remove_notifications_of_former_member() returns trigger language plpgsql as
       'begin delete from notifications where user_id = old.user_id and organization_id = old.organization_id and type <> ''organization_invitation''; return old; end';
     create trigger organization_members_remove_notifications after delete on organization_members
       for each row execute function remove_notifications_of_former_member();
     delete from notifications n where n.organization_id is not null and n.type <> 'organization_invitation'
       and not exists (select 1 from organization_members m where m.user_id = n.user_id and m.organization_id = n.organization_id)
       and not exists (select 1 from user_roles r where r.user_id = n.user_id);`,
  );
}
