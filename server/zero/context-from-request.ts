import { strongestPlatformRole } from "../../common/zero/roles.ts";
import type { ZeroContext } from "../../zero-schema.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";

/** The Zero context comes from the session cookie and our user_roles, never from the client. */
export async function contextFromRequest(auth: Auth, db: Db, headers: Headers): Promise<ZeroContext | undefined> {
  const session = await auth.api.getSession({ headers });
  if (!session) return undefined;
  const roles = await db.selectFrom("user_roles").select("role").where("user_id", "=", session.user.id).execute();
  return { userID: session.user.id, platformRole: strongestPlatformRole(roles.map((r) => r.role)) };
}
