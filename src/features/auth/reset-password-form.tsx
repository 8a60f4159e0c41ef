import { useId, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { describeAuthError } from "./auth-errors.ts";
import { SubmitButton } from "./form-field.tsx";
import { PasswordField } from "./password-field.tsx";
import { useAuthSubmit } from "./use-auth-submit.ts";
import { validateNewPassword } from "./validation.ts";

/** Shown on /auth?token=… (the reset link from the email): sets a new password with that token. */
export function ResetPasswordForm({
  token,
  onDone,
  onCancel,
}: {
  token: string;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState("");
  const { submitting: saving, submit } = useAuthSubmit({
    validate: () => validateNewPassword(password),
    call: () => authClient.resetPassword({ newPassword: password, token }),
    failureTitle: nl.auth.resetFailed,
    describeError: describeAuthError,
    success: { title: nl.auth.passwordChanged, description: nl.auth.passwordChangedDescription },
    onSuccess: onDone,
  });

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{nl.auth.newPasswordTitle}</h2>
        <p className="text-sm text-muted-foreground">{nl.auth.newPasswordDescription}</p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={saving}>
        <PasswordField
          id={`${id}-password`}
          label={nl.auth.newPassword}
          fresh
          value={password}
          onChange={setPassword}
        />
        <SubmitButton busy={saving}>{nl.auth.setNewPassword}</SubmitButton>
        <Button type="button" variant="link" className="justify-self-center" onClick={onCancel}>
          {nl.auth.backToSignIn}
        </Button>
      </form>
    </div>
  );
}
