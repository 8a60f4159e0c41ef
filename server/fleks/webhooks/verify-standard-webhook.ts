import { createHmac, timingSafeEqual } from "node:crypto";

/** The Standard Webhooks reference libraries accept a timestamp this far either side of now. */
export const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

export type Verification =
  | { ok: true; id: string; timestamp: number; secretIndex: number }
  | { ok: false; reason: "missing_headers" | "stale_timestamp" | "bad_signature" };

/** The key bytes of a `whsec_<base64>` secret. */
export const secretKey = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ""), "base64");

/** The `v1,<base64>` signature of one message under one secret. */
export function signStandardWebhook(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac("sha256", secretKey(secret)).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/**
 * Verifies a delivery in the Standard Webhooks format on its raw body, before anything
 * parses it: `webhook-signature` is a space-separated list of `v1,<base64>` entries (a
 * sender rotating keys signs with both), any of which may match any of `secrets` (the
 * current one first, then a previous one still in its grace period). Comparison is in
 * constant time. We use node:crypto rather than the `standardwebhooks` package: the same
 * thirty lines with native HMAC instead of a pure-JS SHA-256, and we need to know which
 * check failed (a stale timestamp is recorded apart from a wrong signature).
 */
export function verifyStandardWebhook(input: {
  headers: { id?: string; timestamp?: string; signature?: string };
  body: string;
  secrets: readonly string[];
  nowSeconds: number;
}): Verification {
  const { id, timestamp, signature } = input.headers;
  if (!id || !timestamp || !signature || id.length > 200 || signature.length > 4000)
    return { ok: false, reason: "missing_headers" };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: "stale_timestamp" };
  const seconds = Number(timestamp);
  if (Math.abs(input.nowSeconds - seconds) > TIMESTAMP_TOLERANCE_SECONDS)
    return { ok: false, reason: "stale_timestamp" };
  const given = signature
    .split(" ")
    .filter((entry) => entry.startsWith("v1,"))
    .map((entry) => Buffer.from(entry.slice(3), "base64"));
  for (const [secretIndex, secret] of input.secrets.entries()) {
    const expected = Buffer.from(signStandardWebhook(secret, id, seconds, input.body).slice(3), "base64");
    // Every entry is compared, so the time taken says nothing about which one came close.
    let match = false;
    for (const candidate of given)
      if (candidate.length === expected.length && timingSafeEqual(candidate, expected)) match = true;
    if (match) return { ok: true, id, timestamp: seconds, secretIndex };
  }
  return { ok: false, reason: "bad_signature" };
}
