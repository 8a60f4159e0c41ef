import { createFileRoute, Navigate } from "@tanstack/react-router";
import { useCurrentOrganization } from "../../features/organizations/current-organization.tsx";
import { firstPage } from "../../features/shell/first-page.ts";

export const Route = createFileRoute("/dashboard/")({ component: DashboardHome });

/** The first page after signing in (firstPage); without an organisation yet, onboarding. */
function DashboardHome() {
  const { loading, organization, role, isAdmin } = useCurrentOrganization();
  // Wait for the role: sending an owner whose membership is still syncing to the inbox would be wrong.
  if (loading || (organization && !role)) return null;
  return <Navigate to={firstPage(!organization || isAdmin)} replace />;
}
