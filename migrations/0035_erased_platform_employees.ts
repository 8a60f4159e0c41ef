import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Erasing an employee (AVG art. 17) also erases our copy of them from the staffing platform
// (fleks_employees). That copy is refilled by every sync, webhook and import, so deleting it
// alone would not last: the erased platform id is kept (nothing else about the person) and
// the database itself refuses to store that person again, whichever path writes:
// - a synced fleks_employees row with an erased id is skipped (so no import re-creates them,
//   no phone match re-links them, and a reconcile has nothing to restore);
// - a synced shift assigned to an erased id is stored without its assignee.
// The platform keeps its own record; the organisation erases it there (docs/security.md, Privacy).
// (Function bodies are one line: run-statements splits on ';' at a line's end.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table system.erased_fleks_employees (
      organization_id text not null references organizations(id) on delete cascade,
      uuid text not null,
      erased_at timestamptz not null default now(),
      primary key (organization_id, uuid)
    );

    create function system.skip_erased_fleks_employee() returns trigger language plpgsql as $$
      begin if exists (select 1 from system.erased_fleks_employees e where e.organization_id = new.organization_id and e.uuid = new.uuid) then return null; end if; return new; end
    $$;
    create trigger fleks_employees_skip_erased before insert on fleks_employees
      for each row execute function system.skip_erased_fleks_employee();

    create function system.unassign_erased_fleks_shift() returns trigger language plpgsql as $$
      begin if new.assignee_uuid is not null and exists (select 1 from system.erased_fleks_employees e where e.organization_id = new.organization_id and e.uuid = new.assignee_uuid) then new.assignee_uuid := null; end if; return new; end
    $$;
    create trigger fleks_shifts_unassign_erased before insert or update of assignee_uuid on fleks_shifts
      for each row execute function system.unassign_erased_fleks_shift();
  `,
  );
}
