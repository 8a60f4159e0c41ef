import { type FormEvent, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { nl } from "../../../common/i18n/nl.ts";
import { type Mutation, useMutate } from "../../zero/use-mutate.ts";
import { settingsValidationMessage } from "./validation-message.ts";

/**
 * Form state that follows live data (a change in another tab shows up here) until the
 * user starts editing; `commit` saves through a mutator, toasts the outcome, and lets the
 * form follow the data again.
 */
export function useSettingsForm<T extends Record<string, string>>(source: T) {
  const mutate = useMutate();
  const [values, setValues] = useState<T>(source);
  const editing = useRef(false);
  const key = JSON.stringify(source);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `source`'s content.
  useEffect(() => {
    if (!editing.current) setValues(source);
  }, [key]);
  const fail = (description: string) => toast.error(nl.settings.saveFailed, { description });
  const commit = async (mutation: Mutation, success: string) => {
    const res = await mutate(mutation);
    if (!res.ok) {
      toast.error(nl.settings.saveFailed, { description: res.message });
      return;
    }
    editing.current = false;
    toast.success(success);
  };
  return {
    values,
    dirty: JSON.stringify(values) !== key,
    set: (field: keyof T, value: string) => {
      editing.current = true;
      setValues((v) => ({ ...v, [field]: value }));
    },
    fail,
    commit,
    /**
     * A submit handler: the values, with the row's `id` and the time, must pass `schema`
     * (else its Dutch message); then `mutation` saves what it parsed.
     */
    submit:
      <S extends z.ZodType>(schema: S, id: string, mutation: (data: z.output<S>) => Mutation, success: string) =>
      async (e: FormEvent) => {
        e.preventDefault();
        const parsed = schema.safeParse({ id, ...values, now: Date.now() });
        if (!parsed.success) {
          fail(settingsValidationMessage(parsed.error));
          return;
        }
        await commit(mutation(parsed.data), success);
      },
  };
}
