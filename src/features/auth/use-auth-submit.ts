import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import type { AuthClientError } from "./auth-errors.ts";
import type { AuthMessage } from "./validation.ts";

/**
 * The shape every auth form shares: check the input (a toast on failure), call
 * better-auth once, and toast the outcome.
 */
export function useAuthSubmit(opts: {
  validate: () => AuthMessage | null;
  call: () => Promise<{ error: AuthClientError }>;
  failureTitle: string;
  describeError: (error: AuthClientError) => string;
  success: AuthMessage;
  onSuccess: () => unknown;
}) {
  const [submitting, setSubmitting] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Forms nested in the React tree (a dialog inside the sign-in form) keep submits to themselves.
    e.stopPropagation();
    const invalid = opts.validate();
    if (invalid) {
      toast.error(invalid.title, { description: invalid.description });
      return;
    }
    setSubmitting(true);
    try {
      const { error } = await opts.call();
      if (error) {
        toast.error(opts.failureTitle, { description: opts.describeError(error) });
        return;
      }
      toast.success(opts.success.title, { description: opts.success.description });
      await opts.onSuccess();
    } catch {
      toast.error(opts.failureTitle, { description: nl.common.genericError });
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, submit };
}
