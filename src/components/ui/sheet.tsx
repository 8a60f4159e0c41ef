import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { DialogPortal } from "./dialog.tsx";
import { styled } from "./styled.tsx";

export const Sheet = SheetPrimitive.Root;
export const SheetTitle = SheetPrimitive.Title;

const SheetPanel = styled(
  SheetPrimitive.Content,
  "fixed inset-y-0 left-0 z-50 flex h-full flex-col border-r bg-sidebar shadow-lg",
  "SheetPanel",
);

/** A slide-over from the left (the mobile sidebar). */
export function SheetContent(props: React.ComponentProps<typeof SheetPanel>) {
  return (
    <DialogPortal>
      <SheetPanel {...props} />
    </DialogPortal>
  );
}
