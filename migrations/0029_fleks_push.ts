import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The push direction for employees: a product employee linked to Fleks whose contact details
// change (first/last name, phone, e-mail) gets a push run and its fleks_push job in the same
// transaction, whichever path made the change (a mutator, a route, SQL), but only when the
// organisation's employees object is enabled and set to Push or Bi-directional. The import
// writes those columns too; it sets app.fleks_import for its transaction so what came from
// Fleks is not sent back. (The function body is one line: run-statements splits on ';' at a
// line's end.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create function system.enqueue_fleks_push() returns trigger language plpgsql as $$
      declare target text; run_id text; begin if coalesce(current_setting('app.fleks_import', true), '') = 'on' then return new; end if; select o.integration_id into target from integration_sync_objects o join external_integrations i on i.id = o.integration_id where o.organization_id = new.organization_id and o.object = 'employees' and o.enabled and o.direction in ('push', 'bidi') and i.is_active limit 1; if target is null then return new; end if; run_id := gen_random_uuid()::text; insert into integration_sync_runs (id, organization_id, integration_id, object, trigger, kind, checkpoint, error_samples) values (run_id, new.organization_id, target, 'employees', 'change', 'push', jsonb_build_object('record', new.id), '[]'::jsonb); perform graphile_worker.add_job('fleks_push', json_build_object('runId', run_id), queue_name := 'fleks:' || new.organization_id || ':employees', job_key := 'fleks_push:' || run_id, max_attempts := 3); return new; end
    $$;

    create trigger employees_fleks_push after update of first_name, last_name, phone_number, email on employees
      for each row when (
        new.external_source = 'fleks' and new.external_id is not null
        and (old.first_name, old.last_name, old.phone_number, old.email)
          is distinct from (new.first_name, new.last_name, new.phone_number, new.email)
      )
      execute function system.enqueue_fleks_push();
  `,
  );
}
