import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Field, hintId } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import { SecretInput } from "../whatsapp/secret-input.tsx";
import { AdvancedSettings } from "./advanced-settings.tsx";
import { errorToast, type FleksEnvironment, failureText, fleksApi } from "./fleks-api.ts";
import {
  connectionInput,
  initialValues,
  needsNewToken,
  type SetupValues,
  setupErrors,
  validationKey,
} from "./setup-form.ts";
import type { FleksIntegration } from "./use-fleks-data.ts";

const t = nl.fleks;
const ENVIRONMENTS = ["production", "sandbox"] as const;
type Outcome = { ok: true; total: number } | { ok: false; text: string };

/** Setup: the connection form for admins, its status for everyone else. */
export function SetupTab(props: { organizationId: string; integration: FleksIntegration | null; isAdmin: boolean }) {
  if (!props.isAdmin) return <ConnectionStatusCard integration={props.integration} />;
  return <SetupForm organizationId={props.organizationId} integration={props.integration} />;
}

function ConnectionStatusCard({ integration }: { integration: FleksIntegration | null }) {
  return (
    <TitledCard title={t.statusTitle}>
      <p className="text-sm" data-testid="fleks-status">
        {integration ? t.statusConnected(integration.api_endpoint) : t.statusNotConnected}
      </p>
    </TitledCard>
  );
}

function SetupForm({ organizationId, integration }: { organizationId: string; integration: FleksIntegration | null }) {
  const [values, setValues] = useState<SetupValues>(() => initialValues(integration));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The values the last successful validation was made with; Save is for exactly those.
  const [validatedKey, setValidatedKey] = useState<string | null>(null);
  const [busy, setBusy] = useState<"validate" | "save" | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const ids = { url: useId(), tenant: useId(), token: useId(), env: useId() };
  const api = fleksApi(organizationId);
  const stored = integration !== null;
  const integrationId = integration?.id ?? null;

  // Another integration (connected or disconnected elsewhere) starts the form over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a different integration resets the form
  useEffect(() => {
    setValues(initialValues(integration));
    setValidatedKey(null);
  }, [integrationId]);

  const errors = setupErrors(values, integration?.api_endpoint ?? null);
  // Another host than the stored token was saved for: said as soon as the address changes.
  const newAddress = needsNewToken(values, integration?.api_endpoint ?? null);
  const set = (patch: Partial<SetupValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setOutcome(null);
  };
  const validated = validatedKey !== null && validatedKey === validationKey(values);

  const validate = async () => {
    if (Object.keys(errors).length > 0) {
      setShowErrors(true);
      toast.error(t.validationFailed, {
        description: newAddress ? t.fieldErrors.tokenForNewAddress : t.validationFailedDescription,
      });
      return;
    }
    setBusy("validate");
    try {
      const result = await api.validate(connectionInput(values));
      if (result.ok) {
        setOutcome({ ok: true, total: result.total });
        setValidatedKey(validationKey(values));
        toast.success(t.connectionSucceeded, { description: t.connectionSucceededDescription(result.total) });
      } else {
        const text = failureText(result);
        setOutcome({ ok: false, text });
        setValidatedKey(null);
        toast.error(t.connectionFailed, { description: text });
      }
    } catch (err) {
      setValidatedKey(null);
      const [title, options] = errorToast(err, t.connectionFailed, t.connectionFailedFallback);
      setOutcome({ ok: false, text: options.description ?? title });
      toast.error(title, options);
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    setBusy("save");
    try {
      await api.saveConnection(connectionInput(values));
      toast.success(t.saved);
      // Saving uses up the validation (spec §4); the stored token is kept from now on.
      setValidatedKey(null);
      setValues((v) => ({ ...v, token: "" }));
    } catch (err) {
      toast.error(...errorToast(err, t.saveFailed, t.saveFailedFallback));
    } finally {
      setBusy(null);
    }
  };

  const disconnect = async () => {
    try {
      await api.disconnect();
      toast.success(t.disconnected);
      setOutcome(null);
    } catch {
      toast.error(t.disconnectFailed, { description: t.disconnectFailedDescription });
    }
  };

  const invalid = (key: keyof typeof errors) => showErrors && errors[key] === true;
  return (
    <TitledCard title={t.setupTitle} description={t.setupDescription}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (validated) void save();
        }}
      >
        <Field id={ids.url} label={t.baseUrl} hint={invalid("baseUrl") ? t.fieldErrors.baseUrl : t.baseUrlHint}>
          <Input
            id={ids.url}
            type="url"
            value={values.baseUrl}
            onChange={(e) => set({ baseUrl: e.target.value })}
            aria-invalid={invalid("baseUrl")}
            aria-describedby={hintId(ids.url)}
            spellCheck={false}
            aria-required
          />
        </Field>
        <Field id={ids.tenant} label={t.tenantId} hint={invalid("tenantId") ? t.fieldErrors.tenantId : undefined}>
          <Input
            id={ids.tenant}
            value={values.tenantId}
            onChange={(e) => set({ tenantId: e.target.value })}
            aria-invalid={invalid("tenantId")}
            spellCheck={false}
          />
        </Field>
        <Field
          id={ids.token}
          label={t.apiToken}
          hint={
            newAddress
              ? t.fieldErrors.tokenForNewAddress
              : invalid("token")
                ? t.fieldErrors.token
                : stored
                  ? t.tokenStoredHint
                  : undefined
          }
        >
          <SecretInput
            id={ids.token}
            value={values.token}
            onChange={(e) => set({ token: e.target.value })}
            autoComplete="new-password"
            spellCheck={false}
            showLabel={t.showToken}
            hideLabel={t.hideToken}
            aria-invalid={invalid("token")}
            aria-describedby={invalid("token") || stored ? hintId(ids.token) : undefined}
            aria-required={!stored}
          />
        </Field>
        <Field id={ids.env} label={t.environment}>
          <ChoiceSelect<FleksEnvironment>
            id={ids.env}
            value={values.environment}
            values={ENVIRONMENTS}
            label={(env) => t.environments[env]}
            onChange={(env) => env && set({ environment: env })}
          />
        </Field>
        <AdvancedSettings values={values} set={set} invalid={invalid} />
        {outcome && <ValidationOutcome outcome={outcome} />}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void validate()}>
            {busy === "validate" ? t.validating : t.validate}
          </Button>
          <Button type="submit" disabled={!validated || busy !== null} title={validated ? undefined : t.validateFirst}>
            {busy === "save" ? t.saving : t.save}
          </Button>
          {stored && (
            <ConfirmDialog
              trigger={
                <Button type="button" variant="destructive" className="ml-auto">
                  {t.disconnect}
                </Button>
              }
              title={t.disconnectTitle}
              description={t.disconnectDescription}
              confirmLabel={t.disconnectConfirm}
              onConfirm={() => void disconnect()}
            />
          )}
        </div>
        {!validated && <p className="text-xs text-muted-foreground">{t.validateFirst}</p>}
      </form>
    </TitledCard>
  );
}

function ValidationOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <div
      role="status"
      data-testid="fleks-validation"
      className={
        outcome.ok
          ? "flex items-start gap-2 rounded-md border border-green-600/40 bg-green-600/10 p-3 text-sm"
          : "flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
      }
    >
      {outcome.ok ? (
        <CheckCircle2Icon className="size-4 text-green-600" aria-hidden />
      ) : (
        <XCircleIcon className="size-4 text-destructive" aria-hidden />
      )}
      <div>
        <p className="font-medium">{outcome.ok ? t.connectionSucceeded : t.connectionFailed}</p>
        <p className="text-muted-foreground">
          {outcome.ok ? t.connectionSucceededDescription(outcome.total) : outcome.text}
        </p>
      </div>
    </div>
  );
}
