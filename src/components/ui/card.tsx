import type * as React from "react";
import { cn } from "../../lib/cn.ts";
import { styled } from "./styled.tsx";

export const Card = styled("div", "rounded-lg border bg-card text-card-foreground shadow-sm", "Card");
export const CardHeader = styled("div", "flex flex-col gap-1.5 p-6", "CardHeader");
/**
 * A card's heading: h2, as a card stands under the page's h1; `level` 3 for cards under a
 * section's own h2 (a catalogue's entries), so no heading level is skipped.
 */
export function CardTitle({ level = 2, className, ...props }: React.ComponentProps<"h2"> & { level?: 2 | 3 }) {
  const Heading = level === 3 ? "h3" : "h2";
  return <Heading className={cn("text-lg font-semibold leading-none tracking-tight", className)} {...props} />;
}
export const CardDescription = styled("p", "text-sm text-muted-foreground", "CardDescription");
export const CardContent = styled("div", "p-6 pt-0", "CardContent");
export const CardFooter = styled("div", "flex items-center p-6 pt-0", "CardFooter");
