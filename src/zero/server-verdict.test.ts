import { describe, expect, it, vi } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { fakeConnection as zeroIn } from "./fake-connection.ts";
import { type MutateOutcome, serverVerdict } from "./server-verdict.ts";

type Result = Parameters<typeof serverVerdict>[0] extends Promise<infer R> ? R : never;
const ok = { type: "success" } as Result;
const failed = (type: string, message: string) => ({ type: "error", error: { type, message } }) as unknown as Result;

describe("serverVerdict", () => {
  it("passes the server's verdict on: saved, or our mutator's own Dutch refusal", async () => {
    const { zero } = zeroIn("connected");
    expect(await serverVerdict(Promise.resolve(ok), zero, () => {})).toEqual({ ok: true });
    expect(await serverVerdict(Promise.resolve(failed("app", "Niet toegestaan")), zero, () => {})).toEqual({
      ok: false,
      message: "Niet toegestaan",
    });
  });

  it("says bad input in Dutch, not in Zero's English schema check", async () => {
    const { zero } = zeroIn("connected");
    // As Zero's client reports a mutator whose zod schema refused its arguments.
    const invalid = {
      type: "error",
      error: {
        type: "app",
        message: "Validation failed for mutator invitation.create: Invalid email address",
        details: { type: "InputValidationError" },
      },
    } as unknown as Result;
    expect(await serverVerdict(Promise.resolve(invalid), zero, () => {})).toEqual({
      ok: false,
      message: "Ongeldige invoer.",
    });
  });

  it("keeps a schema's own Dutch message for bad input", async () => {
    const { zero } = zeroIn("connected");
    const invalid = {
      type: "error",
      error: {
        type: "app",
        message: "Validation failed for mutator faq.update: Gebruik minimaal 3 tekens.",
        details: { type: "InputValidationError", result: { issues: [{ message: "Gebruik minimaal 3 tekens." }] } },
      },
    } as unknown as Result;
    expect(await serverVerdict(Promise.resolve(invalid), zero, () => {})).toEqual({
      ok: false,
      message: "Gebruik minimaal 3 tekens.",
    });
  });

  it("says a save zero-cache could not deliver is sent again once connected, not lost", async () => {
    // zero-cache reports the app server's failure as PushFailed: Zero drops to 'error' and rejects the wait.
    const z = zeroIn("connected");
    const pending = serverVerdict(
      Promise.resolve(failed("zero", "Fetch from API server threw error")),
      z.zero,
      () => {},
    );
    z.become("error");
    expect(await pending).toEqual({ ok: false, message: nl.common.saveQueued });
    // A session that ended loses it.
    const ended = zeroIn("needs-auth");
    expect(await serverVerdict(Promise.resolve(failed("zero", "x")), ended.zero, () => {})).toEqual({
      ok: false,
      message: nl.common.sessionEnded,
    });
  });

  it("tells the user when the server does not answer, and reports the verdict when it comes", async () => {
    vi.useFakeTimers();
    try {
      const { zero } = zeroIn("connected");
      let answer: (r: Result) => void = () => {};
      const late: MutateOutcome[] = [];
      const verdict = serverVerdict(new Promise<Result>((r) => (answer = r)), zero, (o) => late.push(o), 10_000);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await verdict).toEqual({ ok: false, message: nl.common.saveUnconfirmed, pending: true });
      expect(late).toEqual([]);
      answer(ok);
      await vi.advanceTimersByTimeAsync(0);
      expect(late).toEqual([{ ok: true }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
