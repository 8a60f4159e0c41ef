import type { Db } from "../db/connect.ts";

/**
 * What the organisation's staffing-platform sync stored about one platform employee: their
 * synced row and the shifts assigned to them (with the job's title, so a shift says what it
 * was), oldest first. Bookkeeping columns (content hashes) are left out.
 */
export async function exportPlatformData(db: Db, organizationId: string, uuid: string) {
  const employee = await db
    .selectFrom("fleks_employees")
    .select([
      "uuid",
      "first_name",
      "last_name",
      "email",
      "phone",
      "city",
      "status",
      "extra",
      "source_updated_at",
      "synced_at",
      "deleted_at",
    ])
    .where("organization_id", "=", organizationId)
    .where("uuid", "=", uuid)
    .executeTakeFirst();
  const shifts = await db
    .selectFrom("fleks_shifts as s")
    .leftJoin("fleks_jobs as j", (join) =>
      join.onRef("j.organization_id", "=", "s.organization_id").onRef("j.uuid", "=", "s.job_uuid"),
    )
    .select([
      "s.uuid",
      "s.job_uuid",
      "j.title as job_title",
      "s.start_at",
      "s.end_at",
      "s.status",
      "s.extra",
      "s.source_updated_at",
      "s.synced_at",
      "s.deleted_at",
    ])
    .where("s.organization_id", "=", organizationId)
    .where("s.assignee_uuid", "=", uuid)
    .orderBy("s.start_at")
    .orderBy("s.uuid")
    .execute();
  return { employee: employee ?? null, shifts };
}
