import { createFileRoute, Navigate } from "@tanstack/react-router";
import { useCurrentOrganization } from "../../features/organizations/current-organization.tsx";

export const Route = createFileRoute("/dashboard/")({ component: DashboardHome });

/**
 * The first page after signing in: onboarding, where admins set the assistant up. A User
 * (a planner working conversations) can change none of its steps, so theirs is the inbox.
 */
function DashboardHome() {
  const { loading, organization, role, isAdmin } = useCurrentOrganization();
  // Wait for the role: sending an owner whose membership is still syncing to the inbox would be wrong.
  if (loading || (organization && !role)) return null;
  return <Navigate to={organization && !isAdmin ? "/dashboard/inbox" : "/dashboard/onboarding"} replace />;
}
