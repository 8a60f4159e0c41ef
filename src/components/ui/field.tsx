import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Label } from "./label.tsx";

/** The id of a field's hint, for the control's `aria-describedby`. */
export const hintId = (id: string) => `${id}-hint`;

/** A label tied to its control by `id`, the control, and an optional hint below it. */
export function Field({
  id,
  label,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={hintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
