import { createFileRoute, Navigate, Outlet } from "@tanstack/react-router";
import { nl } from "../../common/i18n/nl.ts";
import { FullPageSpinner } from "../components/ui/spinner.tsx";
import { useSession } from "../features/auth/session.tsx";
import { CurrentOrganizationProvider } from "../features/organizations/current-organization.tsx";
import { DashboardShell } from "../features/shell/dashboard-shell.tsx";
import { usePageChange } from "../features/shell/use-page-change.ts";
import { ZeroSetup } from "../zero/zero-setup.tsx";

function DashboardLayout() {
  const session = useSession();
  usePageChange();
  if (session.status === "loading") return <FullPageSpinner />;
  if (session.status === "unavailable") return <FullPageSpinner message={nl.common.serverUnreachable} />;
  if (session.status === "anonymous") return <Navigate to="/auth" replace />;
  return (
    <ZeroSetup me={session.me}>
      <CurrentOrganizationProvider me={session.me}>
        <DashboardShell me={session.me}>
          <Outlet />
        </DashboardShell>
      </CurrentOrganizationProvider>
    </ZeroSetup>
  );
}

export const Route = createFileRoute("/dashboard")({ component: DashboardLayout });
