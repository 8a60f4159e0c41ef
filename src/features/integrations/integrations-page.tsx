import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import type { CatalogueEntry } from "../../../common/integrations/catalogue.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { CatalogueSection } from "./catalogue-section.tsx";
import { EmployeeImportCard } from "./csv-import/employee-import-card.tsx";
import { CustomIntegrationDialog, type CustomPreset } from "./custom-integration-dialog.tsx";
import { DatabaseTab } from "./database-tab.tsx";
import { MyIntegrations } from "./my-integrations.tsx";

export const integrationTabs = ["external", "files", "database"] as const;
export type IntegrationTab = (typeof integrationTabs)[number];

const t = nl.integrations;

/** /dashboard/integrations: the Apps overview with its three tabs. */
export function IntegrationsPage({ tab }: { tab: IntegrationTab }) {
  const navigate = useNavigate();
  const { organization, isAdmin } = useCurrentOrganization();
  const organizationId = organization?.id ?? "";
  // The custom integration dialog, opened empty or from a catalogue card.
  const [preset, setPreset] = useState<CustomPreset | null>(null);
  const addFrom = (entry: CatalogueEntry | null) =>
    setPreset(entry && entry.page === null ? { name: entry.name, ...entry.custom } : {});

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={nl.pages.integrations} description={t.description} />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          void navigate({ to: "/dashboard/integrations", search: { tab: value as IntegrationTab } })
        }
      >
        <TabsList>
          {integrationTabs.map((key) => (
            <TabsTrigger key={key} value={key}>
              {t.tabs[key]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="external" className="space-y-6">
          <MyIntegrations organizationId={organizationId} isAdmin={isAdmin} onAdd={() => addFrom(null)} />
          <CatalogueSection organizationId={organizationId} isAdmin={isAdmin} onAddCustom={addFrom} />
        </TabsContent>
        <TabsContent value="files" className="space-y-6">
          <EmployeeImportCard organizationId={organizationId} isAdmin={isAdmin} />
        </TabsContent>
        <TabsContent value="database" className="space-y-6">
          <DatabaseTab organizationId={organizationId} />
        </TabsContent>
      </Tabs>
      {organizationId && (
        <CustomIntegrationDialog organizationId={organizationId} preset={preset} onClose={() => setPreset(null)} />
      )}
    </div>
  );
}
