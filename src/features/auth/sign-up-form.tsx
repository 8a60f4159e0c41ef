import { useId, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { INVITATION_HEADER } from "../../../common/invitations/invitation-header.ts";
import { Input } from "../../components/ui/input.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { describeAuthError } from "./auth-errors.ts";
import { EmailField } from "./email-field.tsx";
import { FormField, SubmitButton } from "./form-field.tsx";
import { PasswordField } from "./password-field.tsx";
import { useAuthSubmit } from "./use-auth-submit.ts";
import { validateSignUp } from "./validation.ts";

/** With an invitation, the new account joins its organisation as it is created. */
export function SignUpForm({
  onSignedUp,
  initialEmail,
  invitation,
  joining,
}: {
  onSignedUp: () => Promise<void>;
  initialEmail?: string;
  invitation?: { id: string; token: string };
  /** A valid invitation's organisation: the account is made for its address, and joins rather than starts a trial. */
  joining?: string;
}) {
  const id = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState(initialEmail ?? "");
  const [password, setPassword] = useState("");
  const { submitting, submit } = useAuthSubmit({
    validate: () => validateSignUp({ name, email, password }),
    call: () =>
      authClient.signUp.email(
        { name: name.trim(), email: email.trim(), password },
        invitation ? { headers: { [INVITATION_HEADER]: `${invitation.id}.${invitation.token}` } } : undefined,
      ),
    failureTitle: nl.auth.signUpFailed,
    describeError: describeAuthError,
    success: {
      title: nl.auth.accountCreated,
      description: joining ? nl.auth.accountJoinedDescription(joining) : nl.auth.accountCreatedDescription,
    },
    onSuccess: onSignedUp,
  });

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
      <EmailField id={`${id}-email`} value={email} onChange={setEmail} readOnly={joining !== undefined} />
      <PasswordField id={`${id}-password`} fresh value={password} onChange={setPassword} />
      <SubmitButton busy={submitting}>
        {joining !== undefined ? nl.invitations.signUp : nl.auth.signUpButton}
      </SubmitButton>
    </form>
  );
}
