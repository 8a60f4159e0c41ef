import { createFileRoute, Navigate } from "@tanstack/react-router";
import { nl } from "../../../common/i18n/nl.ts";
import { FullPageSpinner } from "../../components/ui/spinner.tsx";
import { useCurrentOrganization } from "../../features/organizations/current-organization.tsx";
import { PageHeader } from "../../features/shell/page-header.tsx";

function Automations() {
  const { isAdmin, loading } = useCurrentOrganization();
  if (loading) return <FullPageSpinner />;
  // Admins only; others go to the FAQ screen.
  if (!isAdmin) return <Navigate to="/dashboard/faq" replace />;
  return (
    <div>
      <PageHeader title={nl.pages.automations} />
      <p className="text-muted-foreground">{nl.pages.noAutomations}</p>
    </div>
  );
}

export const Route = createFileRoute("/dashboard/automations")({ component: Automations });
