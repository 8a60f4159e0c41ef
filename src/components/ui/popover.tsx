import { Popover as PopoverPrimitive } from "radix-ui";
import { portalled } from "./styled.tsx";

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

const contentClass = "z-50 rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-none";
export const PopoverContent = portalled(PopoverPrimitive, contentClass, { align: "end", sideOffset: 4 });
