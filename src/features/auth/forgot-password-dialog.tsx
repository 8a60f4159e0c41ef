import { useId, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { describeAuthError } from "./auth-errors.ts";
import { EmailField } from "./email-field.tsx";
import { ButtonSpinner } from "./form-field.tsx";
import { useAuthSubmit } from "./use-auth-submit.ts";
import { validateResetEmail } from "./validation.ts";

/** 'Wachtwoord vergeten?': asks for an email and sends a reset link that leads back to /auth. */
export function ForgotPasswordDialog({ defaultEmail }: { defaultEmail: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const onOpenChange = (next: boolean) => {
    // Start from what the user already typed in the sign-in form.
    if (next) setEmail(defaultEmail);
    setOpen(next);
  };

  const { submitting: sending, submit } = useAuthSubmit({
    validate: () => validateResetEmail(email),
    call: () => authClient.requestPasswordReset({ email: email.trim(), redirectTo: "/auth" }),
    failureTitle: nl.auth.resetFailed,
    describeError: describeAuthError,
    success: { title: nl.auth.emailSent, description: nl.auth.emailSentDescription },
    onSuccess: () => setOpen(false),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="link" className="h-auto p-0 text-xs font-normal">
          {nl.auth.forgotPassword}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{nl.auth.resetTitle}</DialogTitle>
          <DialogDescription>{nl.auth.resetDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={sending}>
          <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
          <DialogFooter>
            <Button type="submit" disabled={sending}>
              {sending && <ButtonSpinner />}
              {nl.auth.sendResetLink}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
