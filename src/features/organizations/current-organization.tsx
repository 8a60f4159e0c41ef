import { useQuery } from "@rocicorp/zero/react";
import { useNavigate } from "@tanstack/react-router";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { queries } from "../../../common/zero/queries.ts";
import { type EffectiveRole, effectiveRole, isAdmin, isOwner } from "../../../common/zero/roles.ts";
import type { PlatformRole } from "../../../zero-schema.ts";
import type { Me } from "../auth/session.tsx";
import {
  CURRENT_ORG_STORAGE_KEY,
  forgetJoined,
  pickOrganization,
  readJoined,
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
  /**
   * The organisation this tab works in, after the user lost access to it while it was on
   * screen: the tab stays in it (saving is refused) until the user picks another one.
   */
  accessLost: { id: string; name: string } | null;
  /** Done with the organisation access was lost to, when no other is left: the tab shows it has none. */
  leaveLost: () => void;
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

  const orgsComplete = orgsResult.type === "complete";
  const pickedId = pickOrganization({
    visibleIds: organizations.map((o) => o.id),
    membershipIds: [...memberships].sort((a, b) => a.created_at - b.created_at).map((m) => m.organization_id),
    isPlatformAdmin: me.platformRole !== null,
    rememberedId: remembered,
  });
  const live = organizations.find((o) => o.id === pickedId) ?? null;

  // The organisation last on screen. When it drops out of the visible ones (removed as a
  // member, organisation deleted), the tab stays in it instead of moving on by itself: a form
  // open here must never save into another organisation, and a membership that returns later
  // must not pull a tab the user moved on from back into this one.
  const [lastShown, setLastShown] = useState<Organization | null>(null);
  useEffect(() => {
    if (live && live.id === remembered) setLastShown(live);
  }, [live, remembered]);
  const lost = lastShown && lastShown.id === remembered && pickedId !== remembered ? lastShown : null;
  const organization = lost ?? live;
  const currentId = organization?.id ?? null;
  const memberRole = memberships.find((m) => m.organization_id === currentId)?.role;
  const role = organization && !lost ? effectiveRole(memberRole, me.platformRole) : null;

  // The organisation this tab settled on is the tab's own from now on, even if it was never
  // switched to here: a reload after another tab switched must not follow that tab, and a
  // remembered organisation it fell back from (access gone before the tab opened) must not
  // take the tab back when access returns. Only on a complete list: a partial one would
  // replace a choice that is still valid.
  // One the user just switched to (an invitation accepted a moment ago) may not have synced
  // yet: it is waited for, not replaced by the fallback.
  // Joined on the invitation page, outside this provider: waited for the same way.
  const [switchedTo, setSwitchedTo] = useState<string | null>(() => readJoined(me.user.id));
  useEffect(() => {
    if (!live || lost) return;
    rememberForTab(live.id, me.user.id);
    if (live.id === switchedTo) {
      setSwitchedTo(null);
      forgetJoined(me.user.id);
    }
    // Nothing remembered yet (one organisation, never switched) counts too: without it the
    // organisation was never the tab's own, so losing it showed no notice and dropped the page.
    else if (orgsComplete && live.id !== remembered && (switchedTo === null || remembered !== switchedTo))
      setRemembered(live.id);
  }, [live, lost, orgsComplete, remembered, switchedTo, me.user.id]);

  const orgsError = orgsResult.type === "error" ? orgsResult.error.message : null;
  useEffect(() => {
    if (orgsError) toast.error(nl.shell.loadOrgsFailed, { description: orgsError || nl.shell.loadOrgsFailedFallback });
  }, [orgsError]);

  const switchOrganization = useCallback(
    (id: string, next?: () => void) => {
      rememberOrganization(id, me.user.id);
      setRemembered(id);
      setSwitchedTo(id);
      if (next) next();
      else void navigate({ to: "/dashboard", replace: true });
    },
    [navigate, me.user.id],
  );

  const leaveLost = useCallback(() => setRemembered(null), []);

  // An organisation still on screen is never replaced by the spinner: the list reloads when
  // the last membership goes, and unmounting the page then lost what the user had typed.
  const loading =
    (orgsResult.type !== "complete" || membersResult.type !== "complete") && organizations.length === 0 && !lost;
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
      // Said only once the list is complete: a list still loading after a reconnect is no loss.
      accessLost: lost && orgsComplete ? { id: lost.id, name: lost.name } : null,
      leaveLost,
      switchOrganization,
    }),
    [
      loading,
      organizations,
      memberships.length,
      organization,
      role,
      lost,
      orgsComplete,
      me.platformRole,
      leaveLost,
      switchOrganization,
    ],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useCurrentOrganization(): CurrentOrganizationValue {
  const value = useContext(Ctx);
  if (!value) throw new Error("useCurrentOrganization must be used within CurrentOrganizationProvider");
  return value;
}
