import { describe, expect, it, vi } from "vitest";
import { connectedWithin } from "./connected-within.ts";
import { fakeConnection as zeroIn } from "./fake-connection.ts";

describe("connectedWithin", () => {
  it("answers at once when connected, disconnected or closed", async () => {
    expect(await connectedWithin(zeroIn("connected").zero, 5_000)).toBe(true);
    expect(await connectedWithin(zeroIn("disconnected").zero, 5_000)).toBe(false);
    expect(await connectedWithin(zeroIn("closed").zero, 5_000)).toBe(false);
  });

  it("waits while connecting: true once connected, false when it fails, and stops listening", async () => {
    const first = zeroIn("connecting");
    const connected = connectedWithin(first.zero, 5_000);
    first.become("connected");
    expect(await connected).toBe(true);
    expect(first.listening()).toBe(0);

    const second = zeroIn("connecting");
    const failed = connectedWithin(second.zero, 5_000);
    second.become("disconnected");
    expect(await failed).toBe(false);
  });

  it("gives up after the time it was given", async () => {
    vi.useFakeTimers();
    try {
      const z = zeroIn("connecting");
      const waiting = connectedWithin(z.zero, 5_000);
      vi.advanceTimersByTime(5_000);
      expect(await waiting).toBe(false);
      expect(z.listening()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
