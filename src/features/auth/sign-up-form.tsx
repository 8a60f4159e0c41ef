import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { nl } from "../../i18n/nl.ts";
import { authClient } from "../../lib/auth-client.ts";
import { describeAuthError } from "./auth-errors.ts";
import { ButtonSpinner, FormField } from "./form-field.tsx";
import { PasswordInput } from "./password-input.tsx";
import { validateSignUp } from "./validation.ts";

export function SignUpForm({ onSignedUp }: { onSignedUp: () => Promise<void> }) {
  const id = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const invalid = validateSignUp({ name, email, password });
    if (invalid) {
      toast.error(invalid.title, { description: invalid.description });
      return;
    }
    setSubmitting(true);
    try {
      const { error } = await authClient.signUp.email({ name: name.trim(), email: email.trim(), password });
      if (error) {
        toast.error(nl.auth.signUpFailed, { description: describeAuthError(error) });
        return;
      }
      toast.success(nl.auth.accountCreated, { description: nl.auth.accountCreatedDescription });
      await onSignedUp();
    } catch {
      toast.error(nl.common.error, { description: nl.common.genericError });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={submitting}>
      <FormField id={`${id}-name`} label={nl.auth.fullName}>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          placeholder={nl.auth.fullNamePlaceholder}
          aria-required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <FormField id={`${id}-email`} label={nl.auth.email}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={nl.auth.emailPlaceholder}
          aria-required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </FormField>
      <FormField id={`${id}-password`} label={nl.auth.password}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          placeholder={nl.auth.passwordPlaceholder}
          aria-required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting && <ButtonSpinner />}
        {nl.auth.signUpButton}
      </Button>
    </form>
  );
}
