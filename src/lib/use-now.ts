import { useEffect, useState } from "react";

/** The time now, renewed every `intervalMs`, so "5 minuten geleden" stays true on an open screen. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
