import type { useZero } from "@rocicorp/zero/react";

type Zero = ReturnType<typeof useZero>;

/**
 * Whether Zero is connected, or gets there within `ms` while it is still connecting: a
 * page that has just loaded shows its data from the local store at once, and a click in
 * the first moment must not be refused as offline while the WebSocket is being opened.
 */
export function connectedWithin(zero: Zero, ms: number): Promise<boolean> {
  const state = zero.connection.state;
  if (state.current.name === "connected") return Promise.resolve(true);
  if (state.current.name !== "connecting") return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (connected: boolean) => {
      clearTimeout(timer);
      off();
      resolve(connected);
    };
    const timer = setTimeout(() => done(false), ms);
    const off = state.subscribe((s) => {
      if (s.name !== "connecting") done(s.name === "connected");
    });
  });
}
