import { useQuery } from "@rocicorp/zero/react";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, PlusIcon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import { CATALOGUE, type CatalogueEntry } from "../../../common/integrations/catalogue.ts";
import { FLEKS_PROVIDER } from "../../../common/integrations/sync-kinds.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { useFleksSyncFailing } from "./use-fleks-sync-failing.ts";

const t = nl.integrations;

/** The spec's catalogue: WhatsApp and Fleks open their pages; the rest say they are not there yet. */
export function CatalogueSection(props: {
  organizationId: string;
  isAdmin: boolean;
  onAddCustom: (entry: CatalogueEntry) => void;
}) {
  // Fleks shows whether this organisation has connected it (WhatsApp's state is on its page).
  const [rows] = useQuery(queries.integrations.ofOrganization({ organizationId: props.organizationId }));
  const fleksConnected = rows.some((r) => r.integration_type === "staffing" && r.provider === FLEKS_PROVIDER);
  const fleksFailing = useFleksSyncFailing(props.organizationId);
  const badge = (entry: CatalogueEntry) =>
    entry.key === "fleks" && fleksConnected
      ? fleksFailing
        ? t.syncFailed
        : t.connected
      : entry.page
        ? t.available
        : t.notAvailable;
  return (
    <section aria-labelledby="catalogue-title" className="space-y-3">
      <div>
        <h2 id="catalogue-title" className="text-lg font-semibold">
          {t.catalogueTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.catalogueDescription}</p>
      </div>
      <ul className="grid gap-4 grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),1fr))]">
        {CATALOGUE.map((entry) => (
          <li key={entry.key}>
            <Card className="flex h-full flex-col" data-testid={`catalogue-${entry.key}`}>
              <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
                <CardTitle level={3} className="text-base">
                  {entry.name}
                </CardTitle>
                <Badge
                  variant={
                    entry.key === "fleks" && fleksConnected && fleksFailing
                      ? "destructive"
                      : entry.page
                        ? "default"
                        : "secondary"
                  }
                >
                  {badge(entry)}
                </Badge>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col justify-between gap-3">
                <p className="text-sm text-muted-foreground">{t.catalogue[entry.key]}</p>
                {entry.page ? (
                  <Button asChild variant="outline" className="self-start">
                    <Link to={entry.page} aria-label={`${entry.name} ${t.open.toLowerCase()}`}>
                      {t.open} <ArrowRightIcon aria-hidden />
                    </Link>
                  </Button>
                ) : (
                  <div className="space-y-2">
                    <p className="text-xs text-muted-foreground">{t.notAvailableNote(entry.name)}</p>
                    {props.isAdmin && (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => props.onAddCustom(entry)}
                        aria-label={`${entry.name}: ${t.addAsCustom}`}
                      >
                        <PlusIcon aria-hidden /> {t.addAsCustom}
                      </Button>
                    )}
                  </div>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
