import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { nl } from "../../i18n/nl.ts";
import { authClient } from "../../lib/auth-client.ts";
import { describeSignInError } from "./auth-errors.ts";
import { ForgotPasswordDialog } from "./forgot-password-dialog.tsx";
import { ButtonSpinner, FormField } from "./form-field.tsx";
import { PasswordInput } from "./password-input.tsx";
import { validateSignIn } from "./validation.ts";

export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const invalid = validateSignIn({ email, password });
    if (invalid) {
      toast.error(invalid.title, { description: invalid.description });
      return;
    }
    setSubmitting(true);
    try {
      const { error } = await authClient.signIn.email({ email: email.trim(), password });
      if (error) {
        toast.error(nl.auth.signInFailed, { description: describeSignInError(error) });
        return;
      }
      toast.success(nl.auth.welcomeBack, { description: nl.auth.welcomeBackDescription });
      await onSignedIn();
    } catch {
      toast.error(nl.common.error, { description: nl.common.genericError });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    // noValidate: the spec's own messages (toasts) replace the browser's bubbles.
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={submitting}>
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
      <FormField id={`${id}-password`} label={nl.auth.password} action={<ForgotPasswordDialog defaultEmail={email} />}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          aria-required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting && <ButtonSpinner />}
        {nl.auth.signInButton}
      </Button>
    </form>
  );
}
