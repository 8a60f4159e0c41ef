import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConnection as zeroIn } from "./fake-connection.ts";
import { resumeAfterError } from "./resume-after-error.ts";

describe("resumeAfterError", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks Zero to connect again after a server error, waiting longer while it keeps failing", async () => {
    const z = zeroIn("connecting");
    const stop = resumeAfterError(z.zero, () => {});
    // Each failure in a row waits twice as long before Zero is asked again.
    for (const [failure, wait] of [
      ["TransformFailed", 1_000],
      ["Internal", 2_000],
    ] as const) {
      const before = z.connects();
      z.become("connecting");
      z.become({ name: "error", reason: failure });
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(z.connects()).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(z.connects()).toBe(before + 1);
    }

    // Connected again: the next failure is retried after a second again.
    z.become("connected");
    z.become({ name: "error", reason: "Internal" });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(z.connects()).toBe(3);
    stop();
  });

  it("leaves every other state to Zero, and stops listening when stopped", async () => {
    const z = zeroIn("error");
    const stop = resumeAfterError(z.zero, () => {});
    z.become("needs-auth");
    z.become("disconnected");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(z.connects()).toBe(0);
    z.become("error");
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(z.connects()).toBe(0);
    expect(z.listening()).toBe(0);
  });
});
