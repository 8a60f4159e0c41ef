import { nl } from "../../../common/i18n/nl.ts";
import { Card } from "../../components/ui/card.tsx";

/** Shown while the first credentials check runs. */
export function WhatsAppSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label={nl.whatsapp.loading}>
      {[0, 1, 2].map((i) => (
        <Card key={i} className="space-y-4 p-6">
          <div className="h-5 w-1/3 animate-pulse rounded bg-muted" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
          <div className="h-9 w-full animate-pulse rounded bg-muted" />
          <div className="h-9 w-full animate-pulse rounded bg-muted" />
        </Card>
      ))}
    </div>
  );
}
