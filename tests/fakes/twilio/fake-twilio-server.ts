import { randomBytes } from "node:crypto";
import twilio from "twilio";
import { startJsonServer } from "../json-server.ts";
import { messageDeletions } from "./message-deletions.ts";

/**
 * The clock `receivedAt` is stamped on: the monotonic one, so an interval between two
 * messages is true even when the wall clock is stepped (a test run once saw Date.now() and this
 * 0.73 s apart). Tests compare `receivedAt` with this, never with Date.now().
 */
export const twilioClock = () => performance.timeOrigin + performance.now();
export type SentMessage = {
  sid: string;
  accountSid: string;
  from: string;
  to: string;
  body: string;
  contentSid?: string;
  /** A template's ContentVariables, parsed ({"1": "Sanne"}). */
  contentVariables?: Record<string, string>;
  statusCallback?: string;
  dateCreated: Date;
  /** Epoch milliseconds (sub-millisecond) when the fake received it: for latency figures. */
  receivedAt: number;
};

/** An account or subaccount as the fake keeps it (Twilio's Account resource). */
export type FakeAccount = {
  sid: string;
  authToken: string;
  friendlyName: string;
  status: "active" | "suspended" | "closed";
  /** The main account's SID; equal to `sid` for a main account. */
  ownerAccountSid: string;
  dateCreated: Date;
  dateUpdated: Date;
};

export type FakeTwilioOptions = {
  /**
   * Local development: an unknown ACxxx account is registered on first use with the token
   * in its Basic auth, so any SID/token typed into the form works (a wrong token for a
   * known SID still fails, as on Twilio).
   */
  acceptAnyAccount?: boolean;
};

type FailLater = { code: string; times?: number; skip: number };

const sid = (prefix: string) => prefix + randomBytes(16).toString("hex");
const ACCOUNT_SID = /^AC[0-9A-Za-z]{2,64}$/;
const ACCOUNT_STATUSES = ["active", "suspended", "closed"] as const;

/**
 * A Twilio REST API on loopback, speaking the wire format the `twilio` SDK uses
 * (form-encoded requests, Basic auth, snake_case JSON, paged lists): Messages create/list,
 * Accounts fetch/list/create/update (subaccounts with OwnerAccountSid), this month's Usage
 * Records, and deleting messages and their media (message-deletions.ts). It records what was
 * sent and deleted, can fail on purpose, emits signed status callbacks, and delivers signed
 * inbound messages, as Twilio does. `GET /_fake/messages` (no auth) lists what was sent,
 * `GET /_fake/deletions` what was deleted (and every DELETE asked for, with its answer),
 * `POST /_fake/refuse?to=+31…` makes it refuse a number, and
 * `POST /_fake/fail-later?to=+31…&code=63016` fail its messages by status callback (with
 * `&times=1&skip=1`: only the second), and `POST /_fake/quiet?to=+31…` keep automatic status
 * callbacks off its messages, for tests that drive the app through a browser.
 */
export async function startFakeTwilio(options: FakeTwilioOptions = {}) {
  const accounts = new Map<string, FakeAccount>();
  const sent: SentMessage[] = [];
  const failures: number[] = []; // statuses for the next Messages.create calls
  const failingRecipients = new Map<string, number>(); // every send to these answers this status, until cleared
  let dropResponses = 0; // accept the next sends, then cut the connection before answering
  let holdResponses = 0; // accept the next sends, then never answer
  let autoCallbacks: string[] = [];
  let autoCallbackGapMs = 0;
  // Recipients whose messages get no automatic callbacks: a browser test that posts its own.
  const quietRecipients = new Set<string>();
  let earlyCallbacks: string[] = [];
  // Recipients whose messages Twilio accepts (201) and then fails by status callback, as real
  // Twilio reports most WhatsApp errors (63016: outside the 24-hour window; 63018: WhatsApp
  // throttled the number, for a while). `skip` messages first go as usual, then `times` fail
  // (every one when unset), after which the number's messages go as usual again.
  const failLaterRecipients = new Map<string, FailLater>();
  const failLaterCode = (phone: string) => {
    const rule = failLaterRecipients.get(phone);
    if (!rule) return undefined;
    if (rule.skip > 0) {
      rule.skip--;
      return undefined;
    }
    if (rule.times !== undefined && --rule.times <= 0) failLaterRecipients.delete(phone);
    return rule.code;
  };
  // Recipients Twilio refuses, with its error (e.g. 63024 for a number not on WhatsApp).
  const refusedRecipients = new Map<string, { status: number; code: number; message: string }>();
  // The media URLs inbound messages named that someone then downloaded (Twilio serves them with Basic auth).
  const mediaFetched: string[] = [];
  // WhatsApp typing indicators asked for (Messaging v2, public beta), and whether to refuse them.
  const typing: Array<{ accountSid: string; messageId: string; at: number }> = [];
  let typingStatus = 200;
  // What Twilio holds of each message sent or received, and the DELETEs it answered.
  const deletions = messageDeletions();

  const server = await startJsonServer((req, raw, send) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "GET" && url.pathname === "/_fake/messages") {
      const to = url.searchParams.get("to");
      return send(200, { messages: sent.filter((m) => !to || m.to === to || m.to === `whatsapp:${to}`).map(wire) });
    }
    // What was deleted, and every DELETE asked for with its answer (for a browser test or a manual check).
    if (req.method === "GET" && url.pathname === "/_fake/deletions") {
      return send(200, { deleted: deletions.deleted, requests: deletions.requests });
    }
    // A browser test's way to make Twilio refuse a number (as fake.refuseRecipient does).
    if (req.method === "POST" && url.pathname === "/_fake/refuse") {
      const phone = url.searchParams.get("to") ?? "";
      refusedRecipients.set(phone, { status: 400, code: 63024, message: "Invalid message recipient" });
      return send(200, { refused: phone });
    }
    // A browser test's way to have Twilio accept a number's messages and fail them by callback (fake.failByCallback).
    if (req.method === "POST" && url.pathname === "/_fake/fail-later") {
      const phone = url.searchParams.get("to") ?? "";
      const count = (name: string) => (url.searchParams.has(name) ? Number(url.searchParams.get(name)) : undefined);
      fake.failByCallback(phone, url.searchParams.get("code") ?? "63016", {
        times: count("times"),
        skip: count("skip"),
      });
      return send(200, { failLater: phone });
    }
    // A browser test's way to keep automatic status callbacks (the launcher's) off a number's messages.
    if (req.method === "POST" && url.pathname === "/_fake/quiet") {
      const phone = url.searchParams.get("to") ?? "";
      quietRecipients.add(phone);
      return send(200, { quiet: phone });
    }
    // Recorded before authentication: any download counts, with or without the account's key.
    if (req.method === "GET" && /\/Messages\/SM\w+\/Media\/ME\w+$/.test(url.pathname)) {
      mediaFetched.push(url.pathname);
      return send(200, { note: "the media file" });
    }
    const [user = "", pass = ""] = Buffer.from((req.headers.authorization ?? "").replace(/^Basic /, ""), "base64")
      .toString()
      .split(":");
    if (options.acceptAnyAccount && !accounts.has(user) && ACCOUNT_SID.test(user) && pass) {
      addAccount({ sid: user, authToken: pass, friendlyName: "Lokaal testaccount (fake Twilio)" });
    }
    const caller = accounts.get(user);
    if (!caller || caller.authToken !== pass) {
      return send(401, {
        code: 20003,
        message: "Authenticate",
        more_info: "https://www.twilio.com/docs/errors/20003",
        status: 401,
      });
    }
    const notFound = () =>
      send(404, {
        code: 20404,
        message: `The requested resource ${url.pathname} was not found`,
        more_info: "https://www.twilio.com/docs/errors/20404",
        status: 404,
      });
    // Twilio lets a main account act on its subaccounts with its own credentials.
    const owns = (accountSid: string) => {
      const account = accounts.get(accountSid);
      return !!account && (account.sid === user || account.ownerAccountSid === user);
    };
    if (deletions.handle(req.method ?? "", url.pathname, owns, send)) return;
    const form = new URLSearchParams(raw.toString("utf8"));
    if (req.method === "POST" && url.pathname === "/v2/Indicators/Typing.json") {
      const messageId = form.get("messageId") ?? "";
      if (form.get("channel") !== "whatsapp" || !/^(?:SM|MM)[0-9a-f]{32}$/i.test(messageId))
        return send(400, { code: 21211, message: "Invalid messageId or channel", status: 400 });
      if (typingStatus !== 200)
        return send(typingStatus, { code: 20500, message: "Internal error", status: typingStatus });
      typing.push({ accountSid: caller.sid, messageId, at: twilioClock() });
      return send(200, { success: true });
    }
    if (url.pathname === "/2010-04-01/Accounts.json") {
      if (req.method === "GET") {
        const name = url.searchParams.get("FriendlyName");
        const status = url.searchParams.get("Status");
        const list = [...accounts.values()].filter(
          (a) =>
            (a.sid === user || a.ownerAccountSid === user) &&
            (!name || a.friendlyName === name) &&
            (!status || a.status === status),
        );
        return send(200, page(url, "accounts", list.map(accountWire)));
      }
      if (req.method === "POST") {
        if (caller.ownerAccountSid !== caller.sid) {
          return send(403, { code: 20003, message: "Subaccounts cannot create subaccounts", status: 403 });
        }
        const created = addAccount({
          sid: sid("AC"),
          authToken: randomBytes(16).toString("hex"),
          friendlyName: form.get("FriendlyName") || `SubAccount Created at ${new Date().toUTCString()}`,
          ownerAccountSid: user,
        });
        return send(201, accountWire(created));
      }
      return notFound();
    }
    const path = url.pathname.match(
      /^\/2010-04-01\/Accounts\/(AC\w+)(\.json|\/Messages\.json|\/Usage\/Records\/ThisMonth\.json)$/,
    );
    const target = path ? accounts.get(path[1]) : undefined;
    // Twilio lets a main account act on its subaccounts with its own credentials.
    if (!path || !target || (target.sid !== user && target.ownerAccountSid !== user)) return notFound();
    if (path[2] === ".json") {
      if (req.method === "GET") return send(200, accountWire(target));
      if (req.method !== "POST") return notFound();
      const status = form.get("Status");
      if (status !== null && !ACCOUNT_STATUSES.includes(status as FakeAccount["status"])) {
        return send(400, { code: 20001, message: `Invalid Status: ${status}`, status: 400 });
      }
      if (target.status === "closed") {
        return send(400, { code: 20001, message: "A closed account cannot be updated", status: 400 });
      }
      if (status) target.status = status as FakeAccount["status"];
      const name = form.get("FriendlyName");
      if (name) target.friendlyName = name;
      target.dateUpdated = new Date();
      return send(200, accountWire(target));
    }
    if (path[2] === "/Usage/Records/ThisMonth.json") {
      if (req.method !== "GET") return notFound();
      return send(200, page(url, "usage_records", usageThisMonth(target.sid)));
    }
    if (req.method === "GET") {
      // As Twilio lists: newest first, filtered by To and From.
      const to = url.searchParams.get("To");
      const from = url.searchParams.get("From");
      const list = sent
        .filter((m) => m.accountSid === target.sid && (!to || m.to === to) && (!from || m.from === from))
        .reverse();
      return send(200, { messages: list.map(wire), page: 0, page_size: 50, next_page_uri: null });
    }
    const failure = failures.shift();
    if (failure) return send(failure, { code: 20500, message: "Internal Server Error", status: failure });
    const failing = failingRecipients.get((form.get("To") ?? "").replace(/^whatsapp:/, ""));
    if (failing) return send(failing, { code: 20500, message: "Internal Server Error", status: failing });
    const refused = refusedRecipients.get((form.get("To") ?? "").replace(/^whatsapp:/, ""));
    if (refused) {
      return send(refused.status, {
        code: refused.code,
        message: refused.message,
        more_info: `https://www.twilio.com/docs/errors/${refused.code}`,
        status: refused.status,
      });
    }
    // Twilio refuses a free-form body over 1,600 characters (error 21617), as the real API does.
    if ((form.get("Body") ?? "").length > 1600) {
      return send(400, {
        code: 21617,
        message: "The concatenated message body exceeds the 1600 character limit",
        more_info: "https://www.twilio.com/docs/errors/21617",
        status: 400,
      });
    }
    const variables = form.get("ContentVariables");
    const message: SentMessage = {
      sid: sid("SM"),
      accountSid: target.sid,
      from: form.get("From") ?? "",
      to: form.get("To") ?? "",
      body: form.get("Body") ?? "",
      contentSid: form.get("ContentSid") ?? undefined,
      contentVariables: variables ? (JSON.parse(variables) as Record<string, string>) : undefined,
      statusCallback: form.get("StatusCallback") ?? undefined,
      dateCreated: new Date(),
      receivedAt: twilioClock(),
    };
    sent.push(message);
    deletions.hold(message.accountSid, message.sid);
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
    // Twilio's callbacks can overtake its answer to the send: they are posted, and answered,
    // before the 201 leaves.
    const respond = () => {
      send(201, wire(message));
      const recipient = message.to.replace(/^whatsapp:/, "");
      const failCode = failLaterCode(recipient);
      if (message.statusCallback && failCode) {
        const callback = message.statusCallback;
        void (async () => {
          await new Promise((r) => setTimeout(r, 50));
          await fake.statusCallback(message, "failed", failCode);
        })().catch(() => console.warn(`[fake twilio] status callback to ${callback} failed`));
      } else if (message.statusCallback && autoCallbacks.length && !quietRecipients.has(recipient)) {
        const [statuses, gap, callback] = [autoCallbacks, autoCallbackGapMs, message.statusCallback];
        void (async () => {
          for (const status of statuses) {
            if (gap) await new Promise((r) => setTimeout(r, gap));
            await fake.statusCallback(message, status);
          }
          // An app that is not listening (stopped, or a PUBLIC_URL elsewhere) must not crash the process.
        })().catch(() => console.warn(`[fake twilio] status callback to ${callback} failed`));
      }
    };
    if (message.statusCallback && earlyCallbacks.length) {
      const statuses = earlyCallbacks;
      void (async () => {
        for (const status of statuses) await fake.statusCallback(message, status).catch(() => {});
        respond();
      })();
      return;
    }
    respond();
  });

  function addAccount(a: { sid: string; authToken: string; friendlyName: string; ownerAccountSid?: string }) {
    const now = new Date();
    const account: FakeAccount = {
      ...a,
      ownerAccountSid: a.ownerAccountSid ?? a.sid,
      status: "active",
      dateCreated: now,
      dateUpdated: now,
    };
    accounts.set(account.sid, account);
    return account;
  }

  const accountWire = (a: FakeAccount) => ({
    sid: a.sid,
    owner_account_sid: a.ownerAccountSid,
    friendly_name: a.friendlyName,
    status: a.status,
    type: "Full",
    auth_token: a.authToken,
    date_created: a.dateCreated.toUTCString(),
    date_updated: a.dateUpdated.toUTCString(),
    uri: `/2010-04-01/Accounts/${a.sid}.json`,
    subresource_uris: {
      messages: `/2010-04-01/Accounts/${a.sid}/Messages.json`,
      usage: `/2010-04-01/Accounts/${a.sid}/Usage.json`,
    },
  });

  /** Twilio's paging envelope (PageSize, Page); the SDK follows next_page_uri. */
  function page(url: URL, key: string, items: unknown[]) {
    const size = Math.min(1000, Math.max(1, Number(url.searchParams.get("PageSize")) || 50));
    const index = Math.max(0, Number(url.searchParams.get("Page")) || 0);
    const uriOf = (n: number) => `${url.pathname}?PageSize=${size}&Page=${n}`;
    const slice = items.slice(index * size, (index + 1) * size);
    return {
      [key]: slice,
      page: index,
      page_size: size,
      start: index * size,
      end: index * size + Math.max(0, slice.length - 1),
      uri: uriOf(index),
      first_page_uri: uriOf(0),
      previous_page_uri: index > 0 ? uriOf(index - 1) : null,
      next_page_uri: (index + 1) * size < items.length ? uriOf(index + 1) : null,
    };
  }

  /** This calendar month's usage of one account, from what it sent through the fake. */
  function usageThisMonth(accountSid: string) {
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const count = sent.filter((m) => m.accountSid === accountSid && m.dateCreated >= start).length;
    const price = (count * 0.005).toFixed(4);
    const record = (category: string, description: string, usage: string, usageUnit: string, recordPrice: string) => ({
      account_sid: accountSid,
      api_version: "2010-04-01",
      as_of: now.toISOString(),
      category,
      count: String(count),
      count_unit: "messages",
      description,
      start_date: day(start),
      end_date: day(now),
      price: recordPrice,
      price_unit: "usd",
      usage,
      usage_unit: usageUnit,
      uri: `/2010-04-01/Accounts/${accountSid}/Usage/Records/ThisMonth.json?Category=${category}`,
      subresource_uris: {},
    });
    return [
      record("channels", "Channels", String(count), "messages", price),
      record("channels-whatsapp", "WhatsApp", String(count), "messages", price),
      record("totalprice", "Total Price", price, "usd", price),
    ];
  }

  const wire = (m: SentMessage) => ({
    sid: m.sid,
    account_sid: m.accountSid,
    from: m.from,
    to: m.to,
    body: m.body,
    content_sid: m.contentSid ?? null,
    content_variables: m.contentVariables ?? null,
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

  const fake = {
    baseUrl: server.origin,
    mediaFetched,
    typing,
    /** Typing indicators answer with this HTTP status from now on (200: accepted). */
    setTypingStatus(status: number) {
      typingStatus = status;
    },
    sent,
    /** Every message and media item deleted at the fake (DELETE answered 204), oldest first. */
    deleted: deletions.deleted,
    /** The media Twilio still holds of a message (an inbound one's photos, files, voice notes). */
    mediaOf: deletions.mediaOf,
    /** The next `times` DELETEs of this message are refused with 20009: Twilio is not done with it. */
    keepNotFinal: deletions.keepNotFinal,
    /** Deleting (and listing media) answers 503 while down, as during an outage at Twilio. */
    setDeletionsDown: deletions.setDown,
    /** An account (or subaccount) the fake accepts: returns its SID and auth token. */
    createAccount() {
      const account = addAccount({
        sid: sid("AC"),
        authToken: randomBytes(16).toString("hex"),
        friendlyName: "Fake account",
      });
      return { accountSid: account.sid, authToken: account.authToken };
    },
    /** An account as the fake holds it (status, owner, name), or undefined. */
    account: (accountSid: string): FakeAccount | undefined => accounts.get(accountSid),
    /** The next Messages.create calls answer with these HTTP statuses (e.g. 500, 429). */
    failNextSends(...statuses: number[]) {
      failures.push(...statuses);
    },
    /** Every send to `phone` (E.164) answers `status` (an outage at Twilio, 500), until called with null. */
    failSendsTo(phone: string, status: number | null) {
      if (status === null) failingRecipients.delete(phone);
      else failingRecipients.set(phone, status);
    },
    /** Every send to `phone` (E.164) is refused with Twilio's error, as for a number not on WhatsApp. */
    refuseRecipient(phone: string, error = { status: 400, code: 63024, message: "Invalid message recipient" }) {
      refusedRecipients.set(phone, error);
    },
    /**
     * Sends to `phone` are accepted (201), then failed by status callback with this error code,
     * as Twilio does: all of them, or after `skip` that go as usual the next `times`.
     */
    failByCallback(phone: string, errorCode = "63016", only: { times?: number; skip?: number } = {}) {
      failLaterRecipients.set(phone, { code: errorCode, times: only.times, skip: only.skip ?? 0 });
    },
    /** The next `n` sends are accepted, but the connection drops before the response. */
    dropResponsesAfterAccept(n: number) {
      dropResponses += n;
    },
    /** The next `n` sends are accepted and their responses held back for good. */
    holdResponsesAfterAccept(n: number) {
      holdResponses += n;
    },
    /**
     * Status callbacks to emit after each send, in this order (e.g. ["sent", "delivered"]),
     * `gapMs` apart (the first after one gap), as WhatsApp's ticks come one after another.
     */
    emitStatusCallbacks(statuses: string[], gapMs = 0) {
      autoCallbacks = statuses;
      autoCallbackGapMs = gapMs;
    },
    /** Status callbacks to post, and see answered, before each send's 201 (a race Twilio can win). */
    emitStatusCallbacksBeforeResponse(statuses: string[]) {
      earlyCallbacks = statuses;
    },
    statusCallback(message: SentMessage, status: string, errorCode?: string) {
      if (!message.statusCallback) throw new Error("message has no status callback");
      const token = accounts.get(message.accountSid)?.authToken ?? "";
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
      msg: {
        from: string;
        to: string;
        body: string;
        messageSid?: string;
        accountSid?: string;
        profileName?: string;
        /** Media items by MIME type ("audio/ogg" is a voice note), as Twilio lists them. */
        media?: string[];
        location?: { latitude: string; longitude: string };
        /** The sid of the message this one replies to (WhatsApp's quote), as OriginalRepliedMessageSid. */
        quotes?: string;
      },
      signature?: string,
    ) {
      const messageSid = msg.messageSid ?? sid("SM");
      const media = msg.media ?? [];
      // The account the message came in on: the one named, or the one whose token signs it.
      const accountSid = msg.accountSid ?? [...accounts.values()].find((a) => a.authToken === token)?.sid ?? "";
      const mediaSids = deletions.hold(accountSid, messageSid, media.length);
      const params: Record<string, string> = {
        MessageSid: messageSid,
        SmsMessageSid: messageSid,
        AccountSid: accountSid,
        From: `whatsapp:${msg.from}`,
        To: `whatsapp:${msg.to}`,
        Body: msg.body,
        NumMedia: String(media.length),
        ProfileName: msg.profileName ?? "",
        WaId: msg.from.replace(/^\+/, ""),
        MessageType: msg.location ? "location" : (media[0]?.split("/")[0] ?? "text"),
      };
      media.forEach((type, i) => {
        params[`MediaContentType${i}`] = type;
        params[`MediaUrl${i}`] =
          `${server.origin}/2010-04-01/Accounts/${accountSid || "AC"}/Messages/${messageSid}/Media/${mediaSids[i]}`;
      });
      if (msg.location) Object.assign(params, { Latitude: msg.location.latitude, Longitude: msg.location.longitude });
      if (msg.quotes)
        Object.assign(params, { OriginalRepliedMessageSid: msg.quotes, OriginalRepliedMessageSender: msg.to });
      return post(url, token, params, signature).then((r) => ({ ...r, messageSid }));
    },
    stop: server.stop,
  };
  return fake;
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
