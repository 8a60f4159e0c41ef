import { createHmac, randomUUID } from "node:crypto";

// Fleks' side of the webhooks, as Standard Webhooks 1.0 describes a sender: a real HTTP
// client that signs `${id}.${timestamp}.${body}` with HMAC-SHA256 under each given
// `whsec_` secret and posts the JSON body with webhook-id, webhook-timestamp and
// webhook-signature (one `v1,<base64>` entry per secret). Written from the spec, not from
// our verifier, so a test catches a verifier that drifted from it.

export type WebhookEvent = { type: string; data: Record<string, unknown>; timestamp?: string };
export type SendOptions = {
  /** The message id (identical across retries); a fresh msg_… by default. */
  id?: string;
  /** Unix seconds of the attempt; now by default. */
  timestamp?: number;
  /** Secrets to sign with (a sender mid-rotation signs with both); the sender's own by default. */
  secrets?: string[];
  /** The exact body to send instead of the event's JSON (for a body changed after signing). */
  rawBody?: string;
  /** Leave out the signature headers altogether. */
  unsigned?: boolean;
};
export type SentDelivery = { id: string; status: number; body: unknown };

const signature = (secret: string, id: string, timestamp: number, body: string) =>
  `v1,${createHmac("sha256", Buffer.from(secret.replace(/^whsec_/, ""), "base64"))
    .update(`${id}.${timestamp}.${body}`)
    .digest("base64")}`;

/** A sender of signed deliveries to `url` under `secret` (change it with `useSecret`). */
export function fleksWebhookSender(url: string, secret: string) {
  let current = secret;
  return {
    useSecret(next: string) {
      current = next;
    },
    async send(event: WebhookEvent, options: SendOptions = {}): Promise<SentDelivery> {
      const id = options.id ?? `msg_${randomUUID().replaceAll("-", "")}`;
      const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
      const body = JSON.stringify({ timestamp: new Date(timestamp * 1000).toISOString(), ...event });
      const signatures = (options.secrets ?? [current]).map((s) => signature(s, id, timestamp, body)).join(" ");
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.unsigned
            ? {}
            : { "webhook-id": id, "webhook-timestamp": String(timestamp), "webhook-signature": signatures }),
        },
        body: options.rawBody ?? body,
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      return { id, status: res.status, body: parsed };
    },
  };
}
export type FleksWebhookSender = ReturnType<typeof fleksWebhookSender>;
