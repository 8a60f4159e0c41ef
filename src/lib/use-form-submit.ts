import { type FormEvent, useState } from "react";
import { toast } from "sonner";

export type FormProblem = { title: string; description?: string };

/**
 * A form's submit handler: `check` finds what is wrong with the input (a toast, and nothing
 * is sent), then `run` does the work while `busy` is true; `run` toasts its own outcome.
 */
export function useFormSubmit(check: () => FormProblem | null | undefined, run: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = check();
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
