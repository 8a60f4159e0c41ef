import type * as React from "react";
import { cn } from "../../lib/cn.ts";

const variants = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  outline: "text-foreground",
  destructive: "border-transparent bg-destructive-solid text-destructive-foreground",
  // orange-700: white text on it reads at 5.2:1 (orange-500 was 2.8:1, under WCAG AA's 4.5).
  orange: "border-transparent bg-orange-700 text-white",
  // green-700: white text on it reads at 4.9:1 (green-600 was 3.2:1 at 12 px); dark mode keeps
  // green-500 under black text (9:1).
  success: "border-transparent bg-green-700 text-white dark:bg-green-500 dark:text-black",
} as const;

export function Badge({
  className,
  variant = "default",
  ...props
}: React.ComponentProps<"span"> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
