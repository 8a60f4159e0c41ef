import { nl } from "../../../common/i18n/nl.ts";
import { FormField } from "./form-field.tsx";
import { PasswordInput } from "./password-input.tsx";

/** A password input with its label; `fresh` marks a new password (placeholder states the minimum). */
export function PasswordField({
  id,
  label = nl.auth.password,
  fresh,
  value,
  onChange,
  action,
}: {
  id: string;
  label?: string;
  fresh: boolean;
  value: string;
  onChange: (value: string) => void;
  action?: React.ReactNode;
}) {
  return (
    <FormField id={id} label={label} action={action}>
      <PasswordInput
        id={id}
        autoComplete={fresh ? "new-password" : "current-password"}
        placeholder={fresh ? nl.auth.passwordPlaceholder : undefined}
        aria-required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}
