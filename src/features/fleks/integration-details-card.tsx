import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import type { FleksIntegration } from "./use-fleks-data.ts";

const t = nl.fleks;

/** Name, API endpoint, active and id of the stored integration (from Zero). */
export function IntegrationDetailsCard({ integration }: { integration: FleksIntegration }) {
  const rows: Array<[string, string]> = [
    [t.detailsName, integration.name],
    [t.detailsEndpoint, integration.api_endpoint],
    [t.detailsActive, integration.is_active ? t.yes : t.no],
    [t.detailsId, integration.id],
  ];
  return (
    <TitledCard title={t.detailsTitle}>
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]" data-testid="fleks-details">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-all font-mono text-xs sm:text-sm">{value}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}

/** Shown on the tabs that need a connection while there is none. */
export function NotConfiguredNotice({ onSetup }: { onSetup: () => void }) {
  return (
    <div
      role="note"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-muted/50 p-4 text-sm"
    >
      <p>{t.notConfigured}</p>
      <Button variant="outline" size="sm" onClick={onSetup}>
        {t.goToSetup}
      </Button>
    </div>
  );
}
