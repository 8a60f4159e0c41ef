import type { useZero } from "@rocicorp/zero/react";

type Zero = ReturnType<typeof useZero>;

const FIRST_WAIT_MS = 1_000;
const LONGEST_WAIT_MS = 30_000;

/**
 * Zero stops in its "error" state after a server error it does not retry itself (a query
 * transform that failed, an internal error in zero-cache) and waits for connect(); without
 * this, the dashboard would read "Offline" until the user reloads, although the server is
 * usually fine a moment later. Tries again after 1 s, doubling to 30 s while it keeps
 * failing, and from 1 s again once connected. Returns the function that stops it.
 */
export function resumeAfterError(zero: Zero, log: (...args: unknown[]) => void = console.warn): () => void {
  const state = zero.connection.state;
  let wait = FIRST_WAIT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const follow = (current: typeof state.current) => {
    clearTimeout(timer);
    if (current.name === "connected") wait = FIRST_WAIT_MS;
    if (current.name !== "error") return;
    log(`Zero connection error, trying again in ${wait} ms:`, current.reason);
    timer = setTimeout(() => void zero.connection.connect().catch(() => {}), wait);
    wait = Math.min(LONGEST_WAIT_MS, wait * 2);
  };
  const stop = state.subscribe(follow);
  follow(state.current);
  return () => {
    clearTimeout(timer);
    stop();
  };
}
