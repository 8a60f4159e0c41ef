import { AlertDialog } from "radix-ui";
import { type ReactNode, useId, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { typedMatches } from "../../../common/privacy/typed-confirmation.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "./button.tsx";
import { DIALOG_BOX, DialogFooter } from "./dialog.tsx";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

/**
 * A destructive action behind "are you sure?": `trigger` opens it, `onConfirm` runs on the
 * red button. With `typeToConfirm` the button stays disabled until that text is typed (and
 * `onConfirm` gets what was typed, for the server to check again). Opened from a menu, it is
 * controlled instead: `open` and `onOpenChange`, no trigger.
 */
export function ConfirmDialog(props: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: (typed: string) => void;
  typeToConfirm?: { label: string; value: string };
  /** The confirm button's colour: red for what deletes or cannot be undone (the default), else the normal one. */
  tone?: "destructive" | "default";
}) {
  const [typed, setTyped] = useState("");
  const inputId = useId();
  const blocked = props.typeToConfirm ? !typedMatches(typed, props.typeToConfirm.value) : false;
  return (
    <AlertDialog.Root
      open={props.open}
      onOpenChange={(open) => {
        setTyped("");
        props.onOpenChange?.(open);
      }}
    >
      {props.trigger && <AlertDialog.Trigger asChild>{props.trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg",
            DIALOG_BOX,
          )}
        >
          <AlertDialog.Title className="text-lg font-semibold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {props.description}
          </AlertDialog.Description>
          {props.typeToConfirm && (
            <div className="space-y-2">
              <Label htmlFor={inputId}>{props.typeToConfirm.label}</Label>
              <Input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
            </div>
          )}
          {/* Kept in view at the bottom of a box that scrolls; buttons side by side even on a phone. */}
          <DialogFooter className="flex-row justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{nl.common.cancel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={props.tone ?? "destructive"} disabled={blocked} onClick={() => props.onConfirm(typed)}>
                {props.confirmLabel}
              </Button>
            </AlertDialog.Action>
          </DialogFooter>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
