import type { ComponentProps, ReactNode } from "react";
import { describedBy, Field } from "./field.tsx";
import { Input } from "./input.tsx";

/**
 * A labelled text input (see Field) with its hint, or its error in the hint's place; the
 * input is marked invalid and described by whichever shows. The rest of the props go to it.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: ReactNode; hint?: ReactNode; error?: ReactNode } & ComponentProps<"input">) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...input}
      />
    </Field>
  );
}
