import { Tabs as TabsPrimitive } from "radix-ui";
import { styled } from "./styled.tsx";

export const Tabs = TabsPrimitive.Root;

export const TabsList = styled(
  TabsPrimitive.List,
  "inline-flex h-9 flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground pointer-coarse:h-auto",
  "TabsList",
);
export const TabsTrigger = styled(
  TabsPrimitive.Trigger,
  // 44 px tall on a touch screen (28 px for a mouse).
  "inline-flex items-center justify-center rounded-md px-3 py-1 text-sm font-medium pointer-coarse:min-h-11 whitespace-nowrap transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
  "TabsTrigger",
);
// Radix makes a panel a Tab stop (tabIndex 0): its focus shows like every other.
export const TabsContent = styled(
  TabsPrimitive.Content,
  "mt-4 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
  "TabsContent",
);
