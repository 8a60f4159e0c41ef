import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resumeAfterError } from "./resume-after-error.ts";

type State = { name: string; reason?: string };

/** Zero's connection as its API exposes it: the state Source and connect(), counted. */
function zeroIn(name: string) {
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
  const become = (next: State) => {
    state.current = next;
    for (const l of [...listeners]) l(next);
  };
  return {
    zero: { connection } as unknown as Parameters<typeof resumeAfterError>[0],
    become,
    connects: () => connects,
    listening: () => listeners.size,
  };
}

describe("resumeAfterError", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks Zero to connect again after a server error, waiting longer while it keeps failing", async () => {
    const z = zeroIn("connecting");
    const stop = resumeAfterError(z.zero, () => {});
    z.become({ name: "error", reason: "TransformFailed" });
    await vi.advanceTimersByTimeAsync(999);
    expect(z.connects()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(z.connects()).toBe(1);

    z.become({ name: "connecting" });
    z.become({ name: "error", reason: "Internal" });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(z.connects()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(z.connects()).toBe(2);

    // Connected again: the next failure is retried after a second again.
    z.become({ name: "connected" });
    z.become({ name: "error", reason: "Internal" });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(z.connects()).toBe(3);
    stop();
  });

  it("leaves every other state to Zero, and stops listening when stopped", async () => {
    const z = zeroIn("error");
    const stop = resumeAfterError(z.zero, () => {});
    z.become({ name: "needs-auth" });
    z.become({ name: "disconnected" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(z.connects()).toBe(0);
    z.become({ name: "error" });
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(z.connects()).toBe(0);
    expect(z.listening()).toBe(0);
  });
});
