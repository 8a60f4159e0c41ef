import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";

export type Delivery = {
  messageSid: string;
  /** The app answered 2xx at last. */
  acknowledged: boolean;
  /** Every answer in order: an HTTP status, or 0 for a refused or broken connection. */
  statuses: number[];
};

type Message = { from: string; to: string; body: string; messageSid: string };

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Delivers signed inbound messages as Twilio does for an incoming message: an answer is
 * final, whatever its status (a 5xx too, so a message answered 503 is gone), and only a
 * failed connection or one that gets no answer within the read timeout (15 s) is tried
 * again, once. Twilio's webhook connection overrides document these defaults: retry count
 * `rc` 1, made "if its connection to your webhook fails", read timeout `rt` 15000 ms, and a
 * retry on a 4xx or 5xx only when the URL's retry policy `rp` asks for it, which ours does
 * not (https://www.twilio.com/docs/usage/webhooks/webhooks-connection-overrides).
 * Bounded: at most `concurrency` requests at once. It only ever talks to loopback, so a
 * wrong URL cannot send test traffic anywhere else.
 */
export function twilioSender(
  fake: FakeTwilio,
  url: string,
  token: string,
  opts: {
    concurrency?: number;
    maxAttempts?: number;
    firstPauseMs?: number;
    maxPauseMs?: number;
  } = {},
) {
  if (!LOOPBACK.has(new URL(url).hostname)) throw new Error(`twilioSender only delivers to loopback, not ${url}`);
  const concurrency = opts.concurrency ?? 20;
  // Twilio's default: the first try and one retry of a failed connection.
  const maxAttempts = opts.maxAttempts ?? 2;
  let active = 0;
  const waiting: Array<() => void> = [];
  const slot = async () => {
    while (active >= concurrency) await new Promise<void>((r) => waiting.push(r));
    active++;
  };
  const free = () => {
    active--;
    waiting.shift()?.();
  };

  async function attempt(msg: Message): Promise<number> {
    await slot();
    try {
      const sent = fake.inbound(url, token, msg);
      const timeout = new Promise<{ status: number }>((r) => setTimeout(() => r({ status: 0 }), 15_000).unref());
      return (await Promise.race([sent, timeout])).status;
    } catch {
      return 0;
    } finally {
      free();
    }
  }

  return async function deliver(msg: Message): Promise<Delivery> {
    const statuses: number[] = [];
    let pause = opts.firstPauseMs ?? 250;
    for (let i = 0; i < maxAttempts; i++) {
      const status = await attempt(msg);
      statuses.push(status);
      if (status >= 200 && status < 300) return { messageSid: msg.messageSid, acknowledged: true, statuses };
      if (status >= 400) break;
      await new Promise((r) => setTimeout(r, pause * (0.5 + Math.random())));
      pause = Math.min(pause * 2, opts.maxPauseMs ?? 2000);
    }
    return { messageSid: msg.messageSid, acknowledged: false, statuses };
  };
}
