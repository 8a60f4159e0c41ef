import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import twilio from "twilio";

export type SentMessage = {
  sid: string;
  accountSid: string;
  from: string;
  to: string;
  body: string;
  contentSid?: string;
  statusCallback?: string;
  dateCreated: Date;
  /** Epoch milliseconds (sub-millisecond) when the fake received it: for latency figures. */
  receivedAt: number;
};

const sid = (prefix: string) => prefix + randomBytes(16).toString("hex");

/**
 * A Twilio REST API on loopback, speaking the wire format the `twilio` SDK uses
 * (form-encoded requests, Basic auth, snake_case JSON): Messages create/list and account
 * fetch. It records what was sent, can fail on purpose, emits signed status callbacks, and
 * delivers signed inbound messages, as Twilio does.
 */
export async function startFakeTwilio() {
  const accounts = new Map<string, string>(); // sid → auth token
  const sent: SentMessage[] = [];
  const failures: number[] = []; // statuses for the next Messages.create calls
  let dropResponses = 0; // accept the next sends, then cut the connection before answering
  let holdResponses = 0; // accept the next sends, then never answer
  let autoCallbacks: string[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const url = new URL(req.url ?? "/", "http://fake");
      const [user, pass] = Buffer.from((req.headers.authorization ?? "").replace(/^Basic /, ""), "base64")
        .toString()
        .split(":");
      if (!user || accounts.get(user) !== pass) {
        return send(401, {
          code: 20003,
          message: "Authenticate",
          more_info: "https://www.twilio.com/docs/errors/20003",
          status: 401,
        });
      }
      const account = url.pathname.match(/^\/2010-04-01\/Accounts\/(AC\w+)(\.json|\/Messages\.json)$/);
      if (!account || account[1] !== user) return send(404, { code: 20404, message: "Not found", status: 404 });
      if (account[2] === ".json") {
        return send(200, { sid: user, friendly_name: "Fake account", status: "active", type: "Full" });
      }
      if (req.method === "GET") {
        const to = url.searchParams.get("To");
        const list = sent.filter((m) => m.accountSid === user && (!to || m.to === to));
        return send(200, { messages: list.map(wire), page: 0, page_size: 50, next_page_uri: null });
      }
      const failure = failures.shift();
      if (failure) return send(failure, { code: 20500, message: "Internal Server Error", status: failure });
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const message: SentMessage = {
        sid: sid("SM"),
        accountSid: user,
        from: form.get("From") ?? "",
        to: form.get("To") ?? "",
        body: form.get("Body") ?? "",
        contentSid: form.get("ContentSid") ?? undefined,
        statusCallback: form.get("StatusCallback") ?? undefined,
        dateCreated: new Date(),
        receivedAt: performance.timeOrigin + performance.now(),
      };
      sent.push(message);
      if (holdResponses > 0) {
        // Accepted, but the answer never comes: the sender crashes while it waits.
        holdResponses--;
        return;
      }
      if (dropResponses > 0) {
        dropResponses--;
        req.socket.destroy();
        return;
      }
      send(201, wire(message));
      if (message.statusCallback && autoCallbacks.length) {
        const statuses = autoCallbacks;
        void (async () => {
          for (const status of statuses) await fake.statusCallback(message, status);
        })();
      }
    });
  });

  const wire = (m: SentMessage) => ({
    sid: m.sid,
    account_sid: m.accountSid,
    from: m.from,
    to: m.to,
    body: m.body,
    status: "queued",
    direction: "outbound-api",
    num_segments: "1",
    date_created: m.dateCreated.toUTCString(),
    date_updated: m.dateCreated.toUTCString(),
    uri: `/2010-04-01/Accounts/${m.accountSid}/Messages/${m.sid}.json`,
  });

  /** POSTs form params to our app, signed with the account's token as Twilio does. */
  async function post(url: string, token: string, params: Record<string, string>, signature?: string) {
    const res = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": signature ?? twilio.getExpectedTwilioSignature(token, url, params),
      },
      body: new URLSearchParams(params).toString(),
    });
    return { status: res.status, body: await res.text() };
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const fake = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    /** An account (or subaccount) the fake accepts: returns its SID and auth token. */
    createAccount() {
      const account = { accountSid: sid("AC"), authToken: randomBytes(16).toString("hex") };
      accounts.set(account.accountSid, account.authToken);
      return account;
    },
    /** The next Messages.create calls answer with these HTTP statuses (e.g. 500, 429). */
    failNextSends(...statuses: number[]) {
      failures.push(...statuses);
    },
    /** The next `n` sends are accepted, but the connection drops before the response. */
    dropResponsesAfterAccept(n: number) {
      dropResponses += n;
    },
    /** The next `n` sends are accepted and their responses held back for good. */
    holdResponsesAfterAccept(n: number) {
      holdResponses += n;
    },
    /** Status callbacks to emit after each send, in this order (e.g. ["sent", "delivered"]). */
    emitStatusCallbacks(statuses: string[]) {
      autoCallbacks = statuses;
    },
    statusCallback(message: SentMessage, status: string, errorCode?: string) {
      if (!message.statusCallback) throw new Error("message has no status callback");
      const token = accounts.get(message.accountSid) ?? "";
      return post(message.statusCallback, token, {
        MessageSid: message.sid,
        AccountSid: message.accountSid,
        MessageStatus: status,
        From: message.from,
        To: message.to,
        ...(errorCode ? { ErrorCode: errorCode } : {}),
      });
    },
    /** An employee's WhatsApp message arriving at `url`, signed with `token` (or a given signature). */
    inbound(
      url: string,
      token: string,
      msg: { from: string; to: string; body: string; messageSid?: string; accountSid?: string; profileName?: string },
      signature?: string,
    ) {
      const messageSid = msg.messageSid ?? sid("SM");
      const params = {
        MessageSid: messageSid,
        SmsMessageSid: messageSid,
        AccountSid: msg.accountSid ?? "",
        From: `whatsapp:${msg.from}`,
        To: `whatsapp:${msg.to}`,
        Body: msg.body,
        NumMedia: "0",
        ProfileName: msg.profileName ?? "",
        WaId: msg.from.replace(/^\+/, ""),
        MessageType: "text",
      };
      return post(url, token, params, signature).then((r) => ({ ...r, messageSid }));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
