import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { type Mutation, useMutate } from "../../zero/use-mutate.ts";

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
  return {
    values,
    dirty: JSON.stringify(values) !== key,
    set: (field: keyof T, value: string) => {
      editing.current = true;
      setValues((v) => ({ ...v, [field]: value }));
    },
    fail: (description: string) => toast.error(nl.settings.saveFailed, { description }),
    commit: async (mutation: Mutation, success: string) => {
      const res = await mutate(mutation);
      if (!res.ok) {
        toast.error(nl.settings.saveFailed, { description: res.message });
        return;
      }
      editing.current = false;
      toast.success(success);
    },
  };
}
