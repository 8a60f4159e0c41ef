import { Loader2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Label } from "../../components/ui/label.tsx";

/**
 * A real <label> tied to its control by id, with room for an action beside the label. The
 * action comes after the control in the page's order, so Tab goes from the e-mail field to
 * the password and only then to "Wachtwoord vergeten?"; the grid still shows it by the label.
 */
export function FormField({
  id,
  label,
  action,
  children,
}: {
  id: string;
  label: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2">
      <Label htmlFor={id} className="col-start-1 row-start-1">
        {label}
      </Label>
      <div className="col-span-2 row-start-2 grid">{children}</div>
      {action && <div className="col-start-2 row-start-1">{action}</div>}
    </div>
  );
}

/** A spinner for inside a button: hidden from the accessible name, which stays the button's text. */
export function ButtonSpinner() {
  return <Loader2Icon aria-hidden className="size-4 animate-spin" />;
}

/** The full-width submit button of an auth form, with a spinner while it works. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy && <ButtonSpinner />}
      {children}
    </Button>
  );
}
