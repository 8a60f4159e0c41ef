import { useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { nl } from "../../i18n/nl.ts";
import { authClient } from "../../lib/auth-client.ts";
import { describeSignInError } from "./auth-errors.ts";
import { EmailField } from "./email-field.tsx";
import { ForgotPasswordDialog } from "./forgot-password-dialog.tsx";
import { ButtonSpinner, FormField } from "./form-field.tsx";
import { PasswordInput } from "./password-input.tsx";
import { useAuthSubmit } from "./use-auth-submit.ts";
import { validateSignIn } from "./validation.ts";

export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { submitting, submit } = useAuthSubmit({
    validate: () => validateSignIn({ email, password }),
    call: () => authClient.signIn.email({ email: email.trim(), password }),
    failureTitle: nl.auth.signInFailed,
    describeError: describeSignInError,
    success: { title: nl.auth.welcomeBack, description: nl.auth.welcomeBackDescription },
    onSuccess: onSignedIn,
  });

  return (
    // noValidate: the spec's own messages (toasts) replace the browser's bubbles.
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={submitting}>
      <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
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
