import { nl } from "../../../common/i18n/nl.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { ConnectionBadge } from "./connection-badge.tsx";
import { CredentialsCard } from "./credentials-card.tsx";
import { MetaVerificationCard, RequirementsCard } from "./info-cards.tsx";
import { StatusCard } from "./status-card.tsx";
import { SubaccountsCard } from "./subaccounts-card.tsx";
import { TemplatesCard } from "./templates-card.tsx";
import { TestMessageCard } from "./test-message-card.tsx";
import { useIntegrationStatus } from "./use-integration-status.ts";
import { useTwilioCredentials } from "./use-twilio-credentials.ts";
import { WebhooksCard } from "./webhooks-card.tsx";
import { WhatsAppSkeleton } from "./whatsapp-skeleton.tsx";

const t = nl.whatsapp;

/** /dashboard/integrations/whatsapp: 'WhatsApp (via Twilio)'. */
export function WhatsAppPage() {
  const { organization, isAdmin } = useCurrentOrganization();
  const organizationId = organization?.id ?? null;
  const credentials = useTwilioCredentials(organizationId);
  const status = useIntegrationStatus(organizationId);
  const loading = credentials.loading || !organizationId;
  const connected = credentials.data !== null;

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={nl.pages.whatsapp}
        description={t.description}
        actions={<ConnectionBadge state={loading ? "pending" : connected ? "connected" : "not_connected"} />}
      />
      {!isAdmin && !loading && (
        <p className="mb-4 rounded-md border bg-muted/50 p-3 text-sm text-muted-foreground" role="note">
          {t.adminsOnly}
        </p>
      )}
      {loading ? (
        <WhatsAppSkeleton />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <RequirementsCard />
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
            <CredentialsCard
              organizationId={organizationId}
              stored={credentials.data}
              canEdit={isAdmin}
              onSaved={(saved) => {
                credentials.setData(saved);
                status.restart();
              }}
            />
            <StatusCard
              organizationId={organizationId}
              status={status.status}
              errors={status.errors}
              lastChecked={status.lastChecked}
              checking={status.checking}
              canEdit={isAdmin}
              onCheck={status.restart}
              onDisconnected={() => {
                credentials.setData(null);
                status.set("awaiting_number");
              }}
            />
          </div>
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
            <WebhooksCard webhookUrl={credentials.webhookUrl} />
            <TestMessageCard organizationId={organizationId} canEdit={isAdmin} />
          </div>
          <SubaccountsCard organizationId={organizationId} connected={connected} canEdit={isAdmin} />
          <TemplatesCard organizationId={organizationId} canEdit={isAdmin} />
          <MetaVerificationCard />
        </div>
      )}
    </div>
  );
}
