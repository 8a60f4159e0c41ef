import { type FormEvent, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { nl } from "../../../common/i18n/nl.ts";
import { type Mutation, useMutate } from "../../zero/use-mutate.ts";
import { settingsValidationMessage } from "./validation-message.ts";

/**
 * Form state that follows live data field by field: a field the user has not changed shows
 * (and saves) what a colleague or another tab saved meanwhile, a field the user changed
 * keeps their text. Saving the whole form as first seen undid colleagues' changes to
 * fields this user never touched (the display name, saved from Branding). `commit` saves
 * through a mutator and toasts the outcome.
 */
export function useSettingsForm<T extends Record<string, string>>(source: T) {
  const mutate = useMutate();
  const [values, setValues] = useState<T>(source);
  // The live values the form last took over: a field still equal to its one is untouched.
  const base = useRef(source);
  const key = JSON.stringify(source);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `source`'s content.
  useEffect(() => {
    const before = base.current;
    base.current = source;
    setValues((v) => {
      const next = { ...v };
      for (const field of Object.keys(source) as Array<keyof T>)
        if (v[field] === before[field]) next[field] = source[field];
      return next;
    });
  }, [key]);
  const fail = (description: string) => toast.error(nl.settings.saveFailed, { description });
  const commit = async (mutation: Mutation, success: string) => {
    const res = await mutate(mutation);
    if (!res.ok) {
      toast.error(nl.settings.saveFailed, { description: res.message });
      return;
    }
    toast.success(success);
  };
  return {
    values,
    dirty: JSON.stringify(values) !== key,
    set: (field: keyof T, value: string) => setValues((v) => ({ ...v, [field]: value })),
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
