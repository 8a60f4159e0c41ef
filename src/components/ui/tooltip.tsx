import { Tooltip as TooltipPrimitive } from "radix-ui";
import { portalled } from "./styled.tsx";

export const TooltipProvider = TooltipPrimitive.Provider;
export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

const contentClass = "z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background";
export const TooltipContent = portalled(TooltipPrimitive, contentClass, { sideOffset: 4 });
