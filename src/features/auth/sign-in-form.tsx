import { useId, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { authClient } from "../../lib/auth-client.ts";
import { describeSignInError } from "./auth-errors.ts";
import { EmailField } from "./email-field.tsx";
import { ForgotPasswordDialog } from "./forgot-password-dialog.tsx";
import { SubmitButton } from "./form-field.tsx";
import { PasswordField } from "./password-field.tsx";
import { useAuthSubmit } from "./use-auth-submit.ts";
import { validateSignIn } from "./validation.ts";

export function SignInForm({ onSignedIn, initialEmail }: { onSignedIn: () => Promise<void>; initialEmail?: string }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail ?? "");
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
      <PasswordField
        id={`${id}-password`}
        fresh={false}
        value={password}
        onChange={setPassword}
        action={<ForgotPasswordDialog defaultEmail={email} />}
      />
      <SubmitButton busy={submitting}>{nl.auth.signInButton}</SubmitButton>
    </form>
  );
}
