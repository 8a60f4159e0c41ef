import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Sending invitations: each (re)send is a moment (`sent_at`) whose change queues the
// send_invitation job in the same transaction. The job mints the link's secret and keeps
// only its hash here; that column never reaches zero-cache, so the publication lists the
// columns browsers see.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table organization_invitations add column sent_at timestamptz not null default now();
    alter table organization_invitations add column token_hash text;

    create function system.enqueue_invitation() returns trigger language plpgsql as
      'begin perform graphile_worker.add_job(''send_invitation'', json_build_object(''invitationId'', new.id), job_key := ''send_invitation:'' || new.id, max_attempts := 3); return new; end';

    create trigger organization_invitations_send after insert or update of sent_at on organization_invitations
      for each row when (new.status = 'pending')
      execute function system.enqueue_invitation();

    alter publication zero_app drop table organization_invitations;
    alter publication zero_app add table organization_invitations (
      id, organization_id, email, invited_by_user_id, role, status, expires_at, created_at, sent_at
    );
  `,
  );
}
