import type postgres from "postgres";

/** The organisation a newly signed-up user owns (sign-up creates one). */
export async function ownOrganization(sql: postgres.Sql, userId: string): Promise<string> {
  const [row] =
    await sql`select organization_id from organization_members where user_id = ${userId} and role = 'owner'`;
  return row.organization_id as string;
}
