import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";

export const Sheet = SheetPrimitive.Root;
export const SheetTitle = SheetPrimitive.Title;

/** A slide-over from the left (the mobile sidebar). */
export function SheetContent({ className, children, ...props }: React.ComponentProps<typeof SheetPrimitive.Content>) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <SheetPrimitive.Content
        className={cn("fixed inset-y-0 left-0 z-50 flex h-full flex-col border-r bg-sidebar shadow-lg", className)}
        {...props}
      >
        {children}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
