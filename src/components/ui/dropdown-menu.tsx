import { DropdownMenu as Menu } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";
import { portalled, styled } from "./styled.tsx";

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

const contentClass = "z-50 min-w-40 overflow-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-md";
export const DropdownMenuContent = portalled(Menu, contentClass, { sideOffset: 4 });
// On a touch screen each item is at least 44 px tall (a finger's target); a mouse keeps the compact rows.
const itemClass =
  "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none pointer-coarse:min-h-11 data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4";
export const DropdownMenuItem = styled(Menu.Item, itemClass, "DropdownMenuItem");
export function DropdownMenuRadioItem({ className, children, ...props }: React.ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={cn(itemClass, "pl-7", className)} {...props}>
      <span className="absolute left-2 flex size-3.5 items-center justify-center">
        <Menu.ItemIndicator>
          <span className="block size-2 rounded-full bg-current" />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  );
}
export const DropdownMenuLabel = styled(Menu.Label, "px-2 py-1.5 text-sm font-semibold", "DropdownMenuLabel");
export const DropdownMenuSeparator = styled(Menu.Separator, "-mx-1 my-1 h-px bg-border", "DropdownMenuSeparator");
