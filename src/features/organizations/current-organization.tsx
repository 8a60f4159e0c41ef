import { useQuery } from "@rocicorp/zero/react";
import { useNavigate } from "@tanstack/react-router";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { queries } from "../../../common/zero/queries.ts";
import { type EffectiveRole, effectiveRole, isAdmin, isOwner } from "../../../common/zero/roles.ts";
import type { PlatformRole } from "../../../zero-schema.ts";
import type { Me } from "../auth/session.tsx";
import {
  CURRENT_ORG_STORAGE_KEY,
  pickOrganization,
  rememberForTab,
  rememberOrganization,
  tabKey,
} from "./pick-organization.ts";

type Organizations = ReturnType<typeof useOrganizationsQuery>[0];
export type Organization = Organizations[number];

type CurrentOrganizationValue = {
  loading: boolean;
  organizations: Organizations;
  membershipCount: number;
  organization: Organization | null;
  role: EffectiveRole | null;
  platformRole: PlatformRole | null;
  isAdmin: boolean;
  isOwner: boolean;
  /** Works in `id` from now on, in this tab, then runs `next` (else goes to the dashboard). */
  switchOrganization: (id: string, next?: () => void) => void;
};

const Ctx = createContext<CurrentOrganizationValue | null>(null);

function useOrganizationsQuery(platformRole: PlatformRole | null = null) {
  return useQuery(queries.organizations.visible({ scope: platformRole ? "platform" : "member" }));
}

/**
 * The organisation this tab works in: its own choice (sessionStorage, kept over a reload),
 * else the last one chosen in any tab (localStorage), for a new tab. A switch in another tab
 * never moves this one: a form open here would otherwise save into the other organisation.
 */
function readRemembered(userId: string): string | null {
  try {
    return sessionStorage.getItem(tabKey(userId)) ?? localStorage.getItem(CURRENT_ORG_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function CurrentOrganizationProvider({ me, children }: { me: Me; children: ReactNode }) {
  const navigate = useNavigate();
  const [organizations, orgsResult] = useOrganizationsQuery(me.platformRole);
  const [memberships, membersResult] = useQuery(queries.members.mine());
  const [remembered, setRemembered] = useState<string | null>(() => readRemembered(me.user.id));

  const currentId = pickOrganization({
    visibleIds: organizations.map((o) => o.id),
    membershipIds: [...memberships].sort((a, b) => a.created_at - b.created_at).map((m) => m.organization_id),
    isPlatformAdmin: me.platformRole !== null,
    rememberedId: remembered,
  });
  const organization = organizations.find((o) => o.id === currentId) ?? null;
  const memberRole = memberships.find((m) => m.organization_id === currentId)?.role;
  const role = organization ? effectiveRole(memberRole, me.platformRole) : null;

  useAccessLossNotice(organization, organizations, orgsResult.type === "complete");

  // The organisation this tab settled on is the tab's own from now on, even if it was never
  // switched to here: a reload after another tab switched must not follow that tab.
  useEffect(() => {
    if (currentId) rememberForTab(currentId, me.user.id);
  }, [currentId, me.user.id]);

  const orgsError = orgsResult.type === "error" ? orgsResult.error.message : null;
  useEffect(() => {
    if (orgsError) toast.error(nl.shell.loadOrgsFailed, { description: orgsError || nl.shell.loadOrgsFailedFallback });
  }, [orgsError]);

  const switchOrganization = useCallback(
    (id: string, next?: () => void) => {
      rememberOrganization(id, me.user.id);
      setRemembered(id);
      if (next) next();
      else void navigate({ to: "/dashboard", replace: true });
    },
    [navigate, me.user.id],
  );

  const loading = (orgsResult.type !== "complete" || membersResult.type !== "complete") && organizations.length === 0;
  const value = useMemo<CurrentOrganizationValue>(
    () => ({
      loading,
      organizations,
      membershipCount: memberships.length,
      organization,
      role,
      platformRole: me.platformRole,
      isAdmin: isAdmin(role),
      isOwner: isOwner(role),
      switchOrganization,
    }),
    [loading, organizations, memberships.length, organization, role, me.platformRole, switchOrganization],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/**
 * When the organisation on screen drops out of the ones this user may see (removed as a
 * member, account deleted, organisation gone), every open tab says so; the provider has
 * already moved on to another organisation, or to none.
 */
function useAccessLossNotice(
  current: { id: string; name: string } | null,
  visible: readonly { id: string }[],
  complete: boolean,
) {
  const shown = useRef<{ id: string; name: string } | null>(null);
  useEffect(() => {
    const last = shown.current;
    if (complete && last && !visible.some((o) => o.id === last.id))
      toast.warning(nl.shell.accessLost(last.name), { description: nl.shell.accessLostDescription });
    if (current) shown.current = { id: current.id, name: current.name };
    else if (complete) shown.current = null;
  }, [current, visible, complete]);
}

export function useCurrentOrganization(): CurrentOrganizationValue {
  const value = useContext(Ctx);
  if (!value) throw new Error("useCurrentOrganization must be used within CurrentOrganizationProvider");
  return value;
}
