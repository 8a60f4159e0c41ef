import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { nl } from "../../common/i18n/nl.ts";
import { can, type EffectiveRole, type Permission } from "../../common/zero/roles.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { effectiveRoleOf } from "../organizations/effective-role.ts";
import { AppError, type Refusal } from "./app-error.ts";

/** `emailVerified`: the user proved the address is theirs (better-auth's verification mail, or a social sign-in). */
export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };
export type SessionEnv = { Variables: { user: SessionUser } };
export type CallerEnv = { Variables: { user: SessionUser; organizationId: string; role: EffectiveRole } };

/** What a route may ask for; platform roles count as membership (see effective-role.ts). */
export type RoleNeed = Permission;

/** A route's own texts (and status) for each refusal, where its screen shows something specific. */
export type Refusals = {
  unauthenticated?: Refusal;
  noOrganization?: Refusal;
  notMember?: Refusal;
  forbidden?: Refusal;
};
type RoleOptions = Refusals & {
  /** Where the organisation comes from; the x-organization-id header unless a route says otherwise. */
  organization?: (c: Context) => string | undefined | Promise<string | undefined>;
};

/**
 * The one HTTP seam for signed-in routes: session, organisation and role are resolved
 * here, once per request, and a refusal is thrown before the handler runs. A non-member
 * gets 404, the same as an unknown organisation, so ids say nothing about who exists.
 */
export function callerGuards(deps: { auth: Auth; db: Db }) {
  const userOf = async (c: Context, refusal: Refusal | undefined): Promise<SessionUser> => {
    const known = c.get("user") as SessionUser | undefined;
    if (known) return known;
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw AppError.of("unauthenticated", 401, refusal ?? { title: nl.http.notSignedIn });
    const user = {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      emailVerified: session.user.emailVerified,
    };
    c.set("user", user);
    return user;
  };

  const requireSession = (refusals: Pick<Refusals, "unauthenticated"> = {}) =>
    createMiddleware<SessionEnv>(async (c, next) => {
      await userOf(c, refusals.unauthenticated);
      await next();
    });

  const requireRole = (need: RoleNeed, options: RoleOptions = {}) =>
    createMiddleware<CallerEnv>(async (c, next) => {
      const user = await userOf(c, options.unauthenticated);
      const notMember = options.notMember ?? { title: nl.http.noAccess };
      const organizationId = options.organization ? await options.organization(c) : c.req.header("x-organization-id");
      if (!organizationId) throw AppError.of("no_organization", 404, options.noOrganization ?? notMember);
      // A router-wide requireRole("member") already resolved it; a route's "admin" reuses it.
      const role =
        c.var.organizationId === organizationId && c.var.role
          ? c.var.role
          : await effectiveRoleOf(deps.db, user.id, organizationId);
      if (!role) throw AppError.of("not_member", 404, notMember);
      c.set("organizationId", organizationId);
      c.set("role", role);
      if (!can(role, need)) throw AppError.of("forbidden", 403, options.forbidden ?? { title: nl.http.noAccess });
      await next();
    });

  return { requireSession, requireRole };
}
