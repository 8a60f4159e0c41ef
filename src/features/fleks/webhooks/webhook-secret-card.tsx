import { CopyIcon, EyeIcon, EyeOffIcon, RefreshCwIcon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../../common/i18n/nl.ts";
import { fleksWebhookPath } from "../../../../common/integrations/webhook-kinds.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { TitledCard } from "../../../components/ui/titled-card.tsx";
import { formatDateTime } from "../../../lib/relative-time.ts";
import { copyText } from "../../whatsapp/copy-text.ts";
import { errorToast } from "../fleks-api.ts";
import type { EndpointRow } from "./use-webhook-data.ts";
import { webhookApi } from "./webhook-api.ts";

const t = nl.fleksWebhooks;
const MASK = `whsec_${"•".repeat(32)}`;

async function copy(value: string) {
  if (await copyText(value)) toast.success(nl.whatsapp.copied);
  else toast.error(nl.whatsapp.copyFailed);
}

/**
 * The endpoint URL (copy) and the signing secret: masked until an admin reveals it (fetched
 * from the server each time, never synced), rotated behind a confirmation, and the previous
 * secret's end of validity with 'Vorige nu intrekken'. Members see the state only.
 */
export function WebhookSecretCard(props: {
  organizationId: string;
  integrationId: string;
  endpoint: EndpointRow | null;
  isAdmin: boolean;
}) {
  const { endpoint, isAdmin } = props;
  const api = webhookApi(props.organizationId);
  const urlId = useId();
  const secretId = useId();
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = `${location.origin}${fleksWebhookPath(props.integrationId)}`;
  const previousUntil =
    endpoint?.previous_valid_until != null && endpoint.previous_valid_until > Date.now()
      ? endpoint.previous_valid_until
      : null;

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      toast.error(...errorToast(err, failure, t.actionFailedDescription));
    } finally {
      setBusy(false);
    }
  };
  const reveal = () =>
    run(async () => {
      if (secret) return setSecret(null);
      setSecret((await api.reveal()).secret);
    }, t.revealFailed);
  const rotate = () =>
    run(async () => {
      const rotated = await api.rotate();
      setSecret(rotated.secret);
      if (endpoint) toast.success(t.secretRotated, { description: t.secretRotatedDescription });
      else toast.success(t.secretCreated);
    }, t.actionFailed);
  const revoke = () =>
    run(async () => {
      await api.revokePrevious();
      toast.success(t.previousRevoked);
    }, t.actionFailed);

  return (
    <TitledCard title={t.endpointTitle} description={t.endpointDescription} contentClassName="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={urlId}>{t.endpointUrl}</Label>
        <div className="flex gap-2">
          <Input id={urlId} value={url} readOnly className="font-mono text-xs" onFocus={(e) => e.target.select()} />
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={() => void copy(url)}
            aria-label={nl.whatsapp.copy(t.endpointUrl)}
          >
            <CopyIcon aria-hidden />
          </Button>
        </div>
      </div>
      {!endpoint ? (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground" role="note">
            {t.noSecret}
          </p>
          {isAdmin && (
            <Button type="button" onClick={() => void rotate()} disabled={busy}>
              {t.createSecret}
            </Button>
          )}
          {secret && <Input value={secret} readOnly aria-label={t.secret} className="font-mono text-xs" />}
        </div>
      ) : (
        <div className="space-y-2">
          <Label htmlFor={secretId}>{t.secret}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={secretId}
              value={secret ?? MASK}
              readOnly
              className="min-w-64 flex-1 font-mono text-xs"
              data-testid="fleks-webhook-secret"
            />
            {secret && (
              <Button
                type="button"
                variant="outline"
                size="icon"
                onClick={() => void copy(secret)}
                aria-label={nl.whatsapp.copy(t.secret)}
              >
                <CopyIcon aria-hidden />
              </Button>
            )}
            <Button type="button" variant="outline" onClick={() => void reveal()} disabled={!isAdmin || busy}>
              {secret ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
              {secret ? t.hide : t.reveal}
            </Button>
            <ConfirmDialog
              trigger={
                <Button type="button" variant="outline" disabled={!isAdmin || busy}>
                  <RefreshCwIcon aria-hidden />
                  {t.rotate}
                </Button>
              }
              title={t.rotateConfirmTitle}
              description={t.rotateConfirmDescription}
              confirmLabel={t.rotate}
              onConfirm={() => void rotate()}
            />
          </div>
          {!isAdmin && <p className="text-xs text-muted-foreground">{t.adminsOnlySecret}</p>}
          {endpoint.rotated_at != null && (
            <p className="text-sm text-muted-foreground">{t.rotated(formatDateTime(endpoint.rotated_at))}</p>
          )}
          {previousUntil !== null && (
            <div className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 p-2 text-sm">
              <span data-testid="fleks-webhook-previous">{t.previousValidUntil(formatDateTime(previousUntil))}</span>
              {isAdmin && (
                <ConfirmDialog
                  trigger={
                    <Button type="button" size="sm" variant="outline" disabled={busy}>
                      {t.revokePrevious}
                    </Button>
                  }
                  title={t.revokeConfirmTitle}
                  description={t.revokeConfirmDescription}
                  confirmLabel={t.revokePrevious}
                  onConfirm={() => void revoke()}
                />
              )}
            </div>
          )}
        </div>
      )}
    </TitledCard>
  );
}
