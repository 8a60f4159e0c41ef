import { useId, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import {
  DEFAULT_AUTH_HEADER,
  FLEKS_ENVELOPES,
  type FleksEnvelope,
} from "../../../common/integrations/fleks-connection-rules.ts";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Field } from "../../components/ui/field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import type { SetupValues } from "./setup-form.ts";

const t = nl.fleks;

/**
 * 'Geavanceerd': the key's header, the list envelope and the path prefix, for a tenant whose
 * API differs from the documentation. Folded away unless something in it is not the default
 * or needs fixing, so the common case stays four fields.
 */
export function AdvancedSettings(props: {
  values: SetupValues;
  set: (patch: Partial<SetupValues>) => void;
  invalid: (key: "authHeader" | "pathPrefix") => boolean;
}) {
  const { values, set, invalid } = props;
  const ids = { header: useId(), envelope: useId(), prefix: useId() };
  // Open from the start when a stored setting is not the default; then the user decides.
  const [open, setOpen] = useState(
    () => values.authHeader !== DEFAULT_AUTH_HEADER || values.envelope !== "auto" || values.pathPrefix !== "",
  );
  const mustShow = invalid("authHeader") || invalid("pathPrefix");
  return (
    <details
      className="rounded-md border p-3"
      open={open || mustShow}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="fleks-advanced"
    >
      <summary className="cursor-pointer text-sm font-medium">{t.advanced}</summary>
      <div className="mt-3 space-y-4">
        <p className="text-xs text-muted-foreground">{t.advancedHint}</p>
        <TextField
          id={ids.header}
          label={t.authHeader}
          hint={t.authHeaderHint}
          error={invalid("authHeader") ? t.fieldErrors.authHeader : undefined}
          value={values.authHeader}
          onChange={(e) => set({ authHeader: e.target.value })}
          spellCheck={false}
        />
        <Field id={ids.envelope} label={t.envelope}>
          <ChoiceSelect<FleksEnvelope>
            id={ids.envelope}
            value={values.envelope}
            values={FLEKS_ENVELOPES}
            label={(envelope) => t.envelopes[envelope]}
            onChange={(envelope) => envelope && set({ envelope })}
          />
        </Field>
        <TextField
          id={ids.prefix}
          label={t.pathPrefix}
          hint={t.pathPrefixHint}
          error={invalid("pathPrefix") ? t.fieldErrors.pathPrefix : undefined}
          value={values.pathPrefix}
          placeholder="/api/v2/"
          onChange={(e) => set({ pathPrefix: e.target.value })}
          spellCheck={false}
        />
      </div>
    </details>
  );
}
