import {
  AlertTriangleIcon,
  CheckCircle2Icon,
  ChevronDownIcon,
  ClockIcon,
  PhoneOffIcon,
  RefreshCwIcon,
} from "lucide-react";
import { Collapsible } from "radix-ui";
import { useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { formatDateTime } from "../../lib/relative-time.ts";
import type { IntegrationStatus } from "./integration-status.ts";
import { twilio, twilioCall } from "./twilio-api.ts";

const t = nl.whatsapp;

const look: Record<IntegrationStatus, { icon: typeof ClockIcon; badge: string }> = {
  pending: { icon: ClockIcon, badge: "bg-amber-500 text-white dark:bg-amber-400 dark:text-black" },
  ready: { icon: CheckCircle2Icon, badge: "bg-green-700 text-white dark:bg-green-500 dark:text-black" },
  error: { icon: AlertTriangleIcon, badge: "bg-destructive-solid text-destructive-foreground" },
  awaiting_number: { icon: PhoneOffIcon, badge: "bg-secondary text-secondary-foreground" },
};

/**
 * The integration's status from the health check, the last-checked time (nl-NL),
 * its errors in a collapsible list, and 'Verbinding verbreken' only when ready.
 */
export function StatusCard({
  organizationId,
  status,
  errors,
  lastChecked,
  checking,
  canEdit,
  onCheck,
  onDisconnected,
}: {
  organizationId: string | null;
  status: IntegrationStatus;
  errors: string[];
  lastChecked: Date | null;
  checking: boolean;
  canEdit: boolean;
  onCheck: () => void;
  onDisconnected: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const Icon = look[status].icon;

  const disconnect = async () => {
    if (!organizationId) return;
    setBusy(true);
    try {
      await twilioCall(twilio(organizationId).credentials.$delete());
      toast.success(t.disconnected);
      onDisconnected();
    } catch {
      toast.error(nl.common.error, { description: t.disconnectFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{t.statusTitle}</CardTitle>
        <Button variant="ghost" size="sm" onClick={onCheck} disabled={checking}>
          <RefreshCwIcon aria-hidden className={checking ? "animate-spin" : undefined} />
          {t.checkNow}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3" data-testid="integration-status" data-status={status}>
          <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <div className="space-y-1">
            <Badge className={look[status].badge}>{t.statusLabels[status]}</Badge>
            <p className="text-sm text-muted-foreground">{t.statusTexts[status]}</p>
          </div>
        </div>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {lastChecked ? t.lastChecked(formatDateTime(lastChecked)) : nl.common.loading}
        </p>
        {errors.length > 0 && status !== "ready" && (
          <Collapsible.Root className="rounded-md border border-destructive/40">
            <Collapsible.Trigger asChild>
              <Button variant="ghost" className="group w-full justify-between text-destructive">
                {t.errorList(errors.length)}
                <ChevronDownIcon aria-hidden className="transition-transform group-data-[state=open]:rotate-180" />
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <ul className="list-disc space-y-1 px-8 pb-3 text-sm text-destructive">
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </Collapsible.Content>
          </Collapsible.Root>
        )}
        {status === "ready" && canEdit && (
          <ConfirmDialog
            trigger={
              <Button variant="destructive" disabled={busy}>
                {t.disconnect}
              </Button>
            }
            title={t.disconnectConfirmTitle}
            description={t.disconnectConfirmBody}
            confirmLabel={t.disconnect}
            onConfirm={() => void disconnect()}
          />
        )}
      </CardContent>
    </Card>
  );
}
