import { parseCrontab } from "graphile-worker";
import { describe, expect, it } from "vitest";
import { crontabOf } from "./crontab.ts";

describe("crontabOf", () => {
  it("schedules the daily message clean-up with its job key, in a crontab graphile-worker accepts", () => {
    const items = parseCrontab(crontabOf());
    const purge = items.find((item) => item.task === "purge_expired_messages");
    expect(purge?.options).toMatchObject({ maxAttempts: 3, jobKey: "purge_expired_messages" });
    expect(purge?.match).toBeTypeOf("function");
    // 02:00 UTC on any day, and no other minute.
    expect(purge?.match({ min: 0, hour: 2, date: 5, month: 3, dow: 1 })).toBe(true);
    expect(purge?.match({ min: 0, hour: 3, date: 5, month: 3, dow: 1 })).toBe(false);
  });

  it("sweeps the deletions still due at Twilio every hour, in their own queue so two runs never overlap", () => {
    const item = parseCrontab(crontabOf()).find((i) => i.task === "delete_at_twilio");
    expect(item?.options).toMatchObject({ jobKey: "delete_at_twilio", queueName: "twilio_deletions" });
    expect(item?.match({ min: 23, hour: 7, date: 5, month: 3, dow: 1 })).toBe(true);
    expect(item?.match({ min: 24, hour: 7, date: 5, month: 3, dow: 1 })).toBe(false);
  });

  it("leaves out jobs without a schedule", () => {
    expect(crontabOf([{ name: "x", payload: {} as never, handler: async () => {} }])).toBe("");
  });
});
