import type { useZero } from "@rocicorp/zero/react";

type State = { name: string; reason?: string };

/**
 * For unit tests: Zero's connection as its API exposes it (the state Source, connect()),
 * starting in `name`; `become` moves it to another state and tells the listeners.
 */
export function fakeConnection(name: string) {
  const listeners = new Set<(s: State) => void>();
  const state = {
    current: { name } as State,
    subscribe(listener: (s: State) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  let connects = 0;
  const connection = { state, connect: async () => void connects++ };
  return {
    zero: { connection } as unknown as ReturnType<typeof useZero>,
    become(next: string | State) {
      state.current = typeof next === "string" ? { name: next } : next;
      for (const l of [...listeners]) l(state.current);
    },
    connects: () => connects,
    listening: () => listeners.size,
  };
}
