import { useEffect, useRef, useState } from "react";

/**
 * Form state that follows live data (a change in another tab shows up here) until the
 * user starts editing; after a save it follows the data again.
 */
export function useSyncedForm<T extends Record<string, string>>(source: T) {
  const [values, setValues] = useState<T>(source);
  const dirty = useRef(false);
  const key = JSON.stringify(source);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `source`'s content.
  useEffect(() => {
    if (!dirty.current) setValues(source);
  }, [key]);
  return {
    values,
    dirty: JSON.stringify(values) !== key,
    set: (field: keyof T, value: string) => {
      dirty.current = true;
      setValues((v) => ({ ...v, [field]: value }));
    },
    reset: () => {
      dirty.current = false;
      setValues(source);
    },
    saved: () => {
      dirty.current = false;
    },
  };
}
