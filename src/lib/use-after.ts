import { useEffect, useState } from "react";

/**
 * Whether `on` has stayed true for `ms`: a wait worth a word only once it is longer than a
 * normal one (a save answered in a moment should not flash a message).
 */
export function useAfter(on: boolean, ms: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    setPast(false);
    if (!on) return;
    const timer = setTimeout(() => setPast(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on && past;
}
