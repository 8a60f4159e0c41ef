import { nl } from "../../../common/i18n/nl.ts";
import { Input } from "../../components/ui/input.tsx";
import { FormField } from "./form-field.tsx";

export function EmailField({
  id,
  value,
  onChange,
  readOnly = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
}) {
  return (
    <FormField id={id} label={nl.auth.email}>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={nl.auth.emailPlaceholder}
        aria-required
        readOnly={readOnly}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}
