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
} from "../../components/ui/dialog.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { describeAuthError } from "../auth/auth-errors.ts";
import { PasswordField } from "../auth/password-field.tsx";
import { useAuthSubmit } from "../auth/use-auth-submit.ts";
import { validateNewPassword } from "../auth/validation.ts";

const t = nl.auth;

/**
 * 'Wachtwoord wijzigen' from the account menu: the current password, then the new one.
 * Every other session of the account ends (another browser, a lost phone), as after a reset.
 */
export function ChangePasswordDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const close = () => {
    setCurrent("");
    setNext("");
    props.onOpenChange(false);
  };
  const { submitting, submit } = useAuthSubmit({
    validate: () =>
      current ? validateNewPassword(next) : { title: t.changePasswordFailed, description: t.currentPasswordRequired },
    call: () => authClient.changePassword({ currentPassword: current, newPassword: next, revokeOtherSessions: true }),
    failureTitle: t.changePasswordFailed,
    describeError: (error) => (error?.code === "INVALID_PASSWORD" ? t.currentPasswordWrong : describeAuthError(error)),
    success: { title: t.passwordChanged, description: t.passwordChangedElsewhere },
    onSuccess: close,
  });
  return (
    <Dialog open={props.open} onOpenChange={(open) => (open ? props.onOpenChange(true) : close())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t.changePasswordTitle}</DialogTitle>
          <DialogDescription>{t.changePasswordDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={submitting}>
          <PasswordField
            id={`${id}-current`}
            label={t.currentPassword}
            fresh={false}
            value={current}
            onChange={setCurrent}
          />
          <PasswordField id={`${id}-new`} label={t.newPassword} fresh value={next} onChange={setNext} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {nl.common.cancel}
            </Button>
            <Button type="submit" disabled={submitting}>
              {t.setNewPassword}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
