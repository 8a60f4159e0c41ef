import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { CUSTOM_INTEGRATION_TYPES, PROVIDERS_BY_TYPE } from "../../../common/integrations/custom-integration.ts";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { describedBy, Field } from "../../components/ui/field.tsx";
import { FormDialog } from "../../components/ui/form-dialog.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { ApiError, api, call } from "../../lib/api-client.ts";
import { useAdminLost } from "../organizations/use-admin-lost.ts";
import {
  type CustomErrors,
  type CustomField,
  type CustomFields,
  type CustomPreset,
  emptyCustom,
  parseCustom,
} from "./custom-integration-form.ts";

export type { CustomPreset };

const t = nl.integrations;

/**
 * 'Eigen integratie toevoegen': name, type, provider (the type's list; changing the type
 * resets it), endpoint, key and JSON config. Saved through POST /api/integrations, which
 * seals the key; the list updates through Zero. Open while `preset` is not null.
 */
export function CustomIntegrationDialog(props: {
  organizationId: string;
  preset: CustomPreset | null;
  onClose: () => void;
}) {
  const blocked = useAdminLost();
  const open = props.preset !== null;
  const [fields, setFields] = useState<CustomFields>(emptyCustom());
  const [errors, setErrors] = useState<CustomErrors>({});
  const [busy, setBusy] = useState(false);
  const base = useId();

  useEffect(() => {
    if (props.preset) {
      setFields(emptyCustom(props.preset));
      setErrors({});
    }
  }, [props.preset]);

  const set = <K extends CustomField>(k: K, v: CustomFields[K]) => {
    setFields((f) => ({ ...f, [k]: v, ...(k === "integration_type" ? { provider: "" } : {}) }));
    setErrors(({ [k]: _, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseCustom(fields);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setBusy(true);
    try {
      await call(api.integrations(props.organizationId).index.$post({ json: parsed.input }), t.addFailed);
      toast.success(t.added);
      props.onClose();
    } catch (err) {
      const description = err instanceof ApiError && !err.generic ? err.description : undefined;
      toast.error(t.addFailed, { description });
    } finally {
      setBusy(false);
    }
  };

  const row = (k: CustomField, label: string, control: (a: ControlProps) => ReactNode, hint?: string) => {
    const id = `${base}-${k}`;
    const error = errors[k];
    return (
      <Field id={id} label={label} hint={hint} error={error} className="space-y-1">
        {control({
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(id, { hint, error }),
        })}
      </Field>
    );
  };
  const text =
    (k: "name" | "api_endpoint" | "api_key", type = "text") =>
    (a: ControlProps) => (
      <Input {...a} type={type} value={fields[k]} onChange={(e) => set(k, e.target.value)} autoComplete="off" />
    );

  return (
    <FormDialog
      blocked={blocked}
      open={open}
      onOpenChange={(next) => !next && props.onClose()}
      title={t.customTitle}
      description={t.customDescription}
      onSubmit={submit}
      submitLabel={t.save}
      submitDisabled={busy}
      formClassName="space-y-3"
    >
      {row("name", t.name, text("name"))}
      <div className="grid gap-3 sm:grid-cols-2">
        {row("integration_type", t.type, (a) => (
          <ChoiceSelect
            id={a.id}
            value={fields.integration_type}
            values={CUSTOM_INTEGRATION_TYPES}
            label={(v) => t.types[v]}
            onChange={(v) => v && set("integration_type", v)}
          />
        ))}
        {row("provider", t.provider, (a) => (
          <ChoiceSelect
            id={a.id}
            value={fields.provider}
            values={PROVIDERS_BY_TYPE[fields.integration_type]}
            label={(v) => v}
            empty={t.providerEmpty}
            onChange={(v) => set("provider", v)}
          />
        ))}
      </div>
      {row("api_endpoint", t.apiEndpoint, text("api_endpoint", "url"))}
      {row("api_key", t.apiKey, text("api_key", "password"), t.apiKeyHint)}
      {row(
        "additional_config",
        t.additionalConfig,
        (a) => (
          <Textarea
            {...a}
            className="font-mono text-xs"
            value={fields.additional_config}
            onChange={(e) => set("additional_config", e.target.value)}
            spellCheck={false}
          />
        ),
        t.additionalConfigHint,
      )}
    </FormDialog>
  );
}

type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };
