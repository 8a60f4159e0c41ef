import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { DialogPortal, useFocusReturn } from "./dialog.tsx";
import { styled } from "./styled.tsx";

export const Sheet = SheetPrimitive.Root;
export const SheetTitle = SheetPrimitive.Title;

const SheetPanel = styled(
  SheetPrimitive.Content,
  "fixed inset-y-0 left-0 z-50 flex h-full flex-col border-r bg-sidebar shadow-lg",
  "SheetPanel",
);

/** A slide-over from the left (the mobile sidebar). */
export function SheetContent({ onOpenAutoFocus, onCloseAutoFocus, ...props }: React.ComponentProps<typeof SheetPanel>) {
  const focus = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPortal>
      <SheetPanel {...focus} {...props} />
    </DialogPortal>
  );
}
