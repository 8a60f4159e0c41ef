import { useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { ActionsTab } from "./actions-tab.tsx";
import { FiltersTab } from "./filters-tab.tsx";
import { NotConfiguredNotice } from "./integration-details-card.tsx";
import { MappingsTab } from "./mappings-tab.tsx";
import { MonitorTab } from "./monitor-tab.tsx";
import { NotImportedNotice } from "./not-imported-notice.tsx";
import { SetupTab } from "./setup-tab.tsx";
import { SyncTab } from "./sync-tab.tsx";
import { TestTab } from "./test-tab.tsx";
import { useFleksData } from "./use-fleks-data.ts";
import { useSyncNow } from "./use-sync-now.ts";
import { WebhooksTab } from "./webhooks/webhooks-tab.tsx";

const t = nl.fleks;

export const fleksTabs = ["setup", "test", "sync", "mappings", "filters", "webhooks", "monitor", "actions"] as const;
export type FleksTab = (typeof fleksTabs)[number];

/** /dashboard/fleks: 'Fleks Integratie', eight tabs, the chosen one in the URL. */
export function FleksPage({ tab }: { tab: FleksTab }) {
  const navigate = useNavigate();
  const { organization, isAdmin } = useCurrentOrganization();
  const organizationId = organization?.id ?? null;
  const data = useFleksData(organizationId);
  const sync = useSyncNow(organizationId ?? "", data.integration !== null, data.runs);
  const go = (next: FleksTab) => void navigate({ to: "/dashboard/fleks", search: { tab: next } });
  const { integration } = data;
  // A connection whose latest run of some object failed (a revoked token fails them all) is not 'Verbonden'.
  const syncFailing = !!integration?.is_active && data.objects.some((o) => o.enabled && o.failures_in_row > 0);
  const needsSetup = <NotConfiguredNotice onSetup={() => go("setup")} />;

  const panels = (id: string): Record<FleksTab, ReactNode> => ({
    setup: <SetupTab organizationId={id} integration={integration} isAdmin={isAdmin} />,
    test: <TestTab organizationId={id} integration={integration} isAdmin={isAdmin} onSetup={() => go("setup")} />,
    sync: <SyncTab data={data} sync={sync} isAdmin={isAdmin} onSetup={() => go("setup")} />,
    mappings: integration ? <MappingsTab organizationId={id} objects={data.objects} isAdmin={isAdmin} /> : needsSetup,
    filters: integration ? <FiltersTab objects={data.objects} isAdmin={isAdmin} /> : needsSetup,
    webhooks: integration ? (
      <WebhooksTab organizationId={id} integration={integration} runs={data.runs} isAdmin={isAdmin} />
    ) : (
      needsSetup
    ),
    monitor: <MonitorTab organizationId={id} runs={data.runs} />,
    actions: integration ? <ActionsTab organizationId={id} runs={data.runs} isAdmin={isAdmin} /> : needsSetup,
  });

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={nl.pages.fleks}
        description={t.description}
        actions={
          !data.loading && (
            <Badge
              variant={syncFailing ? "destructive" : integration?.is_active ? "default" : "outline"}
              data-testid="fleks-badge"
            >
              {!integration
                ? t.badge.not_connected
                : !integration.is_active
                  ? t.badge.inactive
                  : syncFailing
                    ? t.badge.syncFailed
                    : t.badge.connected}
            </Badge>
          )
        }
      />
      {!isAdmin && !data.loading && (
        <p className="mb-4 rounded-md border bg-muted/50 p-3 text-sm text-muted-foreground" role="note">
          {t.adminsOnly}
        </p>
      )}
      {data.loading || !organizationId ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : (
        <>
          {integration && (
            <NotImportedNotice
              organizationId={organizationId}
              onActions={tab === "actions" ? null : () => go("actions")}
            />
          )}
          <Tabs value={tab} onValueChange={(value) => go(value as FleksTab)}>
            <TabsList className="h-auto flex-wrap">
              {fleksTabs.map((name) => (
                <TabsTrigger key={name} value={name}>
                  {t.tabs[name]}
                </TabsTrigger>
              ))}
            </TabsList>
            {fleksTabs.map((name) => (
              <TabsContent key={name} value={name} className="space-y-6">
                {name === tab && panels(organizationId)[name]}
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </div>
  );
}
