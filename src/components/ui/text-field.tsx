import type { ComponentProps, ReactNode } from "react";
import { Field } from "./field.tsx";
import { Input } from "./input.tsx";

/** A labelled text input (see Field); the rest of the props go to the input. */
export function TextField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: ReactNode; hint?: ReactNode } & ComponentProps<"input">) {
  return (
    <Field id={id} label={label} hint={hint}>
      <Input id={id} {...input} />
    </Field>
  );
}
