import { MoreHorizontalIcon, PlusIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import type { Subaccount, SubaccountStatus } from "../../../common/whatsapp/twilio-api-types.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { formatDate } from "../../lib/relative-time.ts";
import { CreateSubaccountDialog } from "./create-subaccount-dialog.tsx";
import { filterSubaccounts, subaccountActions } from "./subaccount-rules.ts";
import { isSilentLoadError, TwilioApiError, twilio, twilioCall } from "./twilio-api.ts";

const t = nl.whatsapp;
const statusVariant = { active: "default", suspended: "orange", closed: "secondary" } as const;

const detailOf = (err: unknown) => (err instanceof TwilioApiError && !err.generic ? err.description : undefined);

/**
 * Subaccounts of the connected Twilio account: list with client-side
 * search, create, suspend/reactivate/close, and this month's usage record count.
 */
export function SubaccountsCard({
  organizationId,
  connected,
  canEdit,
}: {
  organizationId: string | null;
  connected: boolean;
  canEdit: boolean;
}) {
  const [list, setList] = useState<Subaccount[]>([]);
  const [usage, setUsage] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [query, setQuery] = useState("");
  const [creating, setCreating] = useState(false);

  const load = useCallback(async () => {
    if (!organizationId || !connected) {
      setList([]);
      setUsage(null);
      return;
    }
    setLoading(true);
    const [subaccounts, usageRes] = await Promise.allSettled([
      twilioCall(twilio(organizationId).subaccounts.$get()),
      twilioCall(twilio(organizationId).usage.$get()),
    ]);
    setLoading(false);
    if (subaccounts.status === "fulfilled") setList(subaccounts.value.data);
    else {
      setList([]);
      if (!isSilentLoadError(subaccounts.reason)) {
        toast.error(nl.common.error, { description: t.subaccountsLoadFailed });
      }
    }
    if (usageRes.status === "fulfilled") setUsage(usageRes.value.usage_records.length);
    else {
      setUsage(null);
      if (!isSilentLoadError(usageRes.reason))
        toast.error(t.usageLoadFailed, { description: detailOf(usageRes.reason) });
    }
  }, [organizationId, connected]);

  useEffect(() => {
    void load();
  }, [load]);

  const setStatus = async (sub: Subaccount, status: SubaccountStatus) => {
    if (!organizationId) return;
    try {
      await twilioCall(twilio(organizationId).subaccounts.$patch({ json: { account_sid: sub.sid, status } }));
      toast.success(t.statusUpdated);
      setList((l) => l.map((s) => (s.sid === sub.sid ? { ...s, status } : s)));
    } catch (err) {
      toast.error(t.statusUpdateFailed, { description: detailOf(err) });
    }
  };

  const shown = filterSubaccounts(list, query);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{t.subaccountsTitle}</CardTitle>
          <CardDescription>{t.subaccountsDescription}</CardDescription>
        </div>
        {canEdit && connected && organizationId && (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden />
            {t.newSubaccount}
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {!connected ? (
          <p className="text-sm text-muted-foreground">{t.subaccountsNotConnected}</p>
        ) : (
          <>
            <p className="text-sm" data-testid="usage-count">
              <span className="font-medium">{t.usageTitle}: </span>
              {usage === null ? "–" : t.usageCount(usage)}
            </p>
            <SearchInput value={query} onChange={setQuery} placeholder={t.searchSubaccounts} />
            {loading && list.length === 0 ? (
              <div className="flex justify-center py-4">
                <Spinner />
              </div>
            ) : shown.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {list.length === 0 ? t.noSubaccounts : t.noSubaccountsFound}
              </p>
            ) : (
              <ul className="divide-y rounded-md border">
                {shown.map((sub) => (
                  <li key={sub.sid} className="flex items-center gap-3 p-3" data-testid="subaccount">
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium">{sub.friendly_name}</p>
                      <p className="truncate font-mono text-xs text-muted-foreground">{sub.sid}</p>
                      {sub.date_created && (
                        <p className="text-xs text-muted-foreground">
                          {t.created(formatDate(new Date(sub.date_created)))}
                        </p>
                      )}
                    </div>
                    <Badge variant={statusVariant[sub.status]}>{t.subaccountStatus[sub.status]}</Badge>
                    {canEdit && (
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button variant="ghost" size="icon" aria-label={t.subaccountActions(sub.friendly_name)}>
                            <MoreHorizontalIcon aria-hidden />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          {subaccountActions(sub.status).map(({ action, status }) => (
                            <DropdownMenuItem
                              key={action}
                              onSelect={() => void setStatus(sub, status)}
                              className={action === "close" ? "text-destructive" : undefined}
                            >
                              {t.subaccountMenu[action]}
                            </DropdownMenuItem>
                          ))}
                        </DropdownMenuContent>
                      </DropdownMenu>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
      {organizationId && (
        <CreateSubaccountDialog
          open={creating}
          onOpenChange={setCreating}
          organizationId={organizationId}
          onCreated={() => void load()}
        />
      )}
    </Card>
  );
}
