import { nl } from "../../../common/i18n/nl.ts";
import { useCurrentOrganization } from "./current-organization.tsx";

/**
 * Why an admin's form can no longer be saved: their role changed while it was open (a
 * colleague made them a member), or they lost access to the organisation altogether. The
 * dialog says so and keeps what they typed, instead of failing on save with "Niet gevonden
 * of geen toegang".
 */
export function useAdminLost(): string | null {
  const { isAdmin, loading, accessLost } = useCurrentOrganization();
  if (accessLost) return nl.common.accessLost(accessLost.name);
  return isAdmin || loading ? null : nl.common.roleChanged;
}
