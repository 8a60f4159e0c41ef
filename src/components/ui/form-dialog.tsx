import type { FormEvent, ReactNode } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "./button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog.tsx";

/**
 * A dialog around one form: title and description, the fields, then 'Annuleren' (closes)
 * and the submit button. Enter submits; Escape and 'Annuleren' close without saving.
 */
export function FormDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  onSubmit: (e: FormEvent) => void;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  /** Why this form can no longer be saved (the user lost the right meanwhile): said, submit off, text kept. */
  blocked?: string | null;
  /** Classes for the dialog box (width, scrolling). */
  className?: string;
  /** Classes for the form (field spacing). */
  formClassName?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className={props.className}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={props.onSubmit} noValidate className={props.formClassName ?? "space-y-4"}>
          {props.children}
          {props.blocked && (
            <p role="alert" className="text-sm text-destructive">
              {props.blocked}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              {nl.common.cancel}
            </Button>
            <Button type="submit" disabled={props.submitDisabled || !!props.blocked}>
              {props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
