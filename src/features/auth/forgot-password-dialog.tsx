import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
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
import { Input } from "../../components/ui/input.tsx";
import { nl } from "../../i18n/nl.ts";
import { authClient } from "../../lib/auth-client.ts";
import { describeAuthError } from "./auth-errors.ts";
import { ButtonSpinner, FormField } from "./form-field.tsx";
import { validateResetEmail } from "./validation.ts";

/** 'Wachtwoord vergeten?': asks for an email and sends a reset link that leads back to /auth. */
export function ForgotPasswordDialog({ defaultEmail }: { defaultEmail: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);

  const onOpenChange = (next: boolean) => {
    // Start from what the user already typed in the sign-in form.
    if (next) setEmail(defaultEmail);
    setOpen(next);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The dialog sits inside the sign-in form in the React tree; keep this submit to itself.
    e.stopPropagation();
    const invalid = validateResetEmail(email);
    if (invalid) {
      toast.error(invalid.title, { description: invalid.description });
      return;
    }
    setSending(true);
    try {
      const { error } = await authClient.requestPasswordReset({ email: email.trim(), redirectTo: "/auth" });
      if (error) {
        toast.error(nl.auth.resetFailed, { description: describeAuthError(error) });
        return;
      }
      toast.success(nl.auth.emailSent, { description: nl.auth.emailSentDescription });
      setOpen(false);
    } catch {
      toast.error(nl.auth.resetFailed, { description: nl.common.genericError });
    } finally {
      setSending(false);
    }
  };

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
