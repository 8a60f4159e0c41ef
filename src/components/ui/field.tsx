import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Label } from "./label.tsx";

/** The id of a field's hint, for the control's `aria-describedby`. */
export const hintId = (id: string) => `${id}-hint`;
/** The id of a field's error message. */
export const errorId = (id: string) => `${id}-error`;

/** What the control's `aria-describedby` names: its error and its hint, where they are shown. */
export const describedBy = (id: string, shown: { hint?: ReactNode; error?: ReactNode }) =>
  [shown.error && errorId(id), shown.hint && !shown.error && hintId(id)].filter(Boolean).join(" ") || undefined;

/**
 * A label tied to its control by `id`, the control, and below it an optional hint, or the
 * field's error in its place.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={hintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
