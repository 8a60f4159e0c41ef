import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { useRef } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { cn } from "../../lib/cn.ts";
import { revealFirstInvalid } from "./reveal-invalid.ts";
import { styled } from "./styled.tsx";
import { useFooterSpace } from "./use-footer-space.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

/** The portal and dimmed backdrop behind a Radix dialog's content (the dialog and the sheet). */
export function DialogPortal({ children }: { children: React.ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      {children}
    </DialogPrimitive.Portal>
  );
}

type FocusHandlers = Pick<React.ComponentProps<typeof DialogPrimitive.Content>, "onOpenAutoFocus" | "onCloseAutoFocus">;

/**
 * Radix returns focus to a DialogTrigger on close; most of our dialogs (and the mobile menu)
 * are opened from a button or menu item without one, and focus fell to <body>. These
 * handlers remember what had focus when the dialog opened and go back to it, if it is still
 * on the page; the caller's own handlers run first and may prevent that.
 */
export function useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus }: FocusHandlers): Required<FocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (e) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(e);
    },
    onCloseAutoFocus: (e) => {
      onCloseAutoFocus?.(e);
      const back = opener.current;
      if (e.defaultPrevented || !back?.isConnected || back === document.body) return;
      e.preventDefault();
      back.focus();
    },
  };
}

/**
 * A dialog box never taller than the visible screen (dvh: a phone's keyboard and bars taken
 * off): it scrolls inside, and its footer's buttons stay in view at its bottom (DialogFooter).
 * 'Medewerker toevoegen' on a phone on its side had its buttons below the screen, unreachable.
 * Its scroll-padding at the bottom is the footer's height (useFooterSpace): what is scrolled
 * to (a field getting focus) stops above the buttons, not under them.
 */
export const DIALOG_BOX =
  "max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain scroll-pt-6 scroll-pb-(--dialog-footer)";

/**
 * The footer's place: sticky at the box's very bottom edge. 'bottom' is -1.5rem because the
 * browser keeps a sticky element inside the box's padding (p-6): at 0 it stood 1.5rem above
 * the edge, text showed beneath it, and scrolled to the end it covered the form's last line
 * (a field's message, 'Controleer de gemarkeerde velden.'). Its margins reach the box's
 * sides and bottom, so the text scrolling under it is covered.
 */
export const DIALOG_FOOTER = "sticky -bottom-6 -mx-6 -mb-6 bg-background px-6 pt-2 pb-6";

/** The close ✕: 16 px for a mouse, a 44 px target on a touch screen (the ✕ stays where it was). */
const CLOSE =
  "absolute top-4 right-4 rounded-sm opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring pointer-coarse:top-1 pointer-coarse:right-1 pointer-coarse:p-3.5";

export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onSubmit,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content>) {
  const focus = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
  // A form inside sent (React passes the submit up): once its messages are on screen, the
  // first wrong field is brought into view above the buttons, with focus for the keyboard.
  const reveal = (e: React.SubmitEvent<HTMLDivElement>) => {
    onSubmit?.(e);
    const form = e.target;
    if (form instanceof HTMLElement) requestAnimationFrame(() => revealFirstInvalid(form));
  };
  return (
    <DialogPortal>
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg",
          DIALOG_BOX,
          className,
        )}
        {...focus}
        onSubmit={reveal}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className={CLOSE}>
          <XIcon className="size-4" />
          <span className="sr-only">{nl.common.close}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}
export const DialogHeader = styled("div", "flex flex-col gap-1.5", "DialogHeader");
/** The buttons under a dialog's form: in a box that scrolls they stay in view (DIALOG_FOOTER). */
export function DialogFooter({ className, ...props }: Omit<React.ComponentProps<"div">, "ref">) {
  const space = useFooterSpace();
  return (
    <div
      ref={space}
      className={cn(DIALOG_FOOTER, "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}
export const DialogTitle = styled(DialogPrimitive.Title, "text-lg font-semibold", "DialogTitle");
export const DialogDescription = styled(
  DialogPrimitive.Description,
  "text-sm text-muted-foreground",
  "DialogDescription",
);
