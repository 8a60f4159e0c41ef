import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signStandardWebhook, verifyStandardWebhook } from "./verify-standard-webhook.ts";

const secret = `whsec_${randomBytes(32).toString("base64")}`;
const other = `whsec_${randomBytes(32).toString("base64")}`;
const body = '{"type":"shift.updated","data":{"id":"s1"}}';
const now = 1_800_000_000;
const headers = (signature: string, timestamp = now, id = "msg_1") => ({ id, timestamp: String(timestamp), signature });

describe("verifyStandardWebhook", () => {
  it("accepts the Standard Webhooks test vector", () => {
    // From the spec's reference libraries (standard-webhooks/libraries, JavaScript tests).
    const result = verifyStandardWebhook({
      headers: {
        id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
        timestamp: "1614265330",
        signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
      },
      body: '{"test": 2432232314}',
      secrets: ["whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"],
      nowSeconds: 1614265330,
    });
    expect(result).toEqual({ ok: true, id: "msg_p5jXN8AQM9LWM0D4loKWxJek", timestamp: 1614265330, secretIndex: 0 });
  });

  it("accepts any of several signatures under the current or the previous secret", () => {
    const sig = signStandardWebhook(other, "msg_1", now, body);
    expect(
      verifyStandardWebhook({ headers: headers(`v1,AAAA ${sig}`), body, secrets: [secret, other], nowSeconds: now }),
    ).toMatchObject({ ok: true, secretIndex: 1 });
  });

  it("refuses a changed body, a wrong secret, a stale or future timestamp and missing headers", () => {
    const sig = signStandardWebhook(secret, "msg_1", now, body);
    const verify = (h: ReturnType<typeof headers>, b = body, at = now) =>
      verifyStandardWebhook({ headers: h, body: b, secrets: [secret], nowSeconds: at });
    expect(verify(headers(sig), `${body} `)).toEqual({ ok: false, reason: "bad_signature" });
    expect(verify(headers(signStandardWebhook(other, "msg_1", now, body)))).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(verify(headers(sig), body, now + 301)).toEqual({ ok: false, reason: "stale_timestamp" });
    expect(verify(headers(sig), body, now - 301)).toEqual({ ok: false, reason: "stale_timestamp" });
    expect(verify(headers(sig), body, now + 299)).toMatchObject({ ok: true });
    expect(verify({ id: "", timestamp: String(now), signature: sig })).toEqual({
      ok: false,
      reason: "missing_headers",
    });
    expect(verify(headers(sig.replace("v1,", "v2,")))).toEqual({ ok: false, reason: "bad_signature" });
  });
});
