import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";

const variants = {
  default: "bg-primary text-primary-foreground hover:bg-primary/90",
  destructive: "bg-destructive-solid text-destructive-foreground hover:bg-destructive-solid/90",
  outline: "border border-input bg-background hover:bg-muted",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-muted",
  link: "text-primary-text underline-offset-4 hover:underline",
} as const;
const sizes = {
  default: "h-9 px-4 py-2",
  sm: "h-8 rounded-md px-3 text-xs",
  lg: "h-10 rounded-md px-6",
  icon: "h-9 w-9",
} as const;

export type ButtonProps = React.ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  asChild?: boolean;
  /**
   * Not pressable now, but still focusable: a button that is focused when it stops applying
   * (a saved form's 'Opslaan', an upload in progress) would drop focus to the page with
   * `disabled`. This one says aria-disabled and ignores the press (and the form submit).
   */
  unavailable?: boolean;
};

export function Button({
  className,
  variant = "default",
  size = "default",
  asChild,
  unavailable,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  const ignore = (e: React.MouseEvent<HTMLButtonElement>) => e.preventDefault();
  return (
    <Comp
      className={cn(
        "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
        variants[variant],
        sizes[size],
        className,
      )}
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? ignore : onClick}
      {...props}
    />
  );
}
