import { type EffectiveRole, effectiveRole, strongestPlatformRole } from "../../common/zero/roles.ts";
import type { Db } from "../db/connect.ts";

/** The caller's role in an organisation (platform roles count as membership), or null. */
export async function effectiveRoleOf(db: Db, userId: string, organizationId: string): Promise<EffectiveRole | null> {
  const [member, platform, org] = await Promise.all([
    db
      .selectFrom("organization_members")
      .select("role")
      .where("user_id", "=", userId)
      .where("organization_id", "=", organizationId)
      .executeTakeFirst(),
    db.selectFrom("user_roles").select("role").where("user_id", "=", userId).execute(),
    db.selectFrom("organizations").select("id").where("id", "=", organizationId).executeTakeFirst(),
  ]);
  if (!org) return null;
  return effectiveRole(member?.role, strongestPlatformRole(platform.map((r) => r.role)));
}
