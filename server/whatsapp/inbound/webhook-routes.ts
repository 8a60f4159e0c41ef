import { timingSafeEqual } from "node:crypto";
import path from "node:path";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import twilio from "twilio";
import { z } from "zod";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import { databaseAway, groupCommit } from "../../db/group-commit.ts";
import { type AdmissionLimits, admissionLimit } from "../../http/admission-limit.ts";
import { isUuid } from "../../http/validate.ts";
import { credentialsCache } from "../account/credentials-cache.ts";
import { applyEarlyStatuses } from "./apply-early-statuses.ts";
import { applyStatuses, type StatusCallback } from "./apply-statuses.ts";
import { attachmentsOf } from "./attachments-of.ts";
import { bodyOfTap } from "./body-of-tap.ts";
import { inboundBatcher } from "./inbound-batcher.ts";
import { type SpoolBudget, type SpooledDelivery, webhookSpool } from "./webhook-spool.ts";

const MESSAGE_SID = /^(?:SM|MM)[0-9a-f]{32}$/i;
// A delivery's own sid: Twilio's prefix and letters and digits, of a length an index takes.
const DELIVERY_SID = /^(?:SM|MM)[0-9A-Za-z]{1,64}$/;
// WhatsApp allows 25 characters; a longer one is cut rather than refused (it only labels the chat).
const PROFILE_NAME_MAX = 60;

// Postgres text holds no NUL: such a character would make the whole delivery fail to store.
const withoutNul = (text: string) => text.replaceAll("\u0000", "");

const statusCallback = z.object({
  MessageSid: z.string().regex(DELIVERY_SID),
  MessageStatus: z.string().min(1).max(32),
  ErrorCode: z.string().max(16).optional(),
});
const inboundMessage = z.object({
  MessageSid: z.string().regex(DELIVERY_SID),
  From: z.string().min(1).max(64),
  Body: z.string().default("").transform(withoutNul),
  // The name the sender gave themselves on WhatsApp (see migrations/0047).
  ProfileName: z
    .string()
    .optional()
    .transform((name) => (name && withoutNul(name).trim().slice(0, PROFILE_NAME_MAX)) || undefined),
  // A tap on a template's quick-reply button: Body holds its text, this its payload.
  ButtonPayload: z.string().max(256).optional(),
  // WhatsApp's "reply to" a message; anything but a message sid is no quote we could find.
  OriginalRepliedMessageSid: z
    .string()
    .optional()
    .transform((sid) => (sid && MESSAGE_SID.test(sid) ? sid : undefined)),
});

/**
 * Twilio signs the webhook URL exactly as configured, which is the one we show: one HMAC
 * for a genuine request. Only a mismatch pays for the SDK's tries of other URL forms
 * (with and without the port, escaped).
 */
function signatureMatches(token: string, signature: string, url: string, params: Record<string, string>) {
  const expected = Buffer.from(twilio.getExpectedTwilioSignature(token, url, params));
  const given = Buffer.from(signature);
  if (expected.length === given.length && timingSafeEqual(expected, given)) return true;
  return twilio.validateRequest(token, signature, url, params);
}

// Twilio's form posts are a few KB; anything far larger is refused before it is read.
const MAX_WEBHOOK_BYTES = 64 * 1024;

/** The database refused the delivery itself (not for being away): kept, it would only fail again. */
const refused = (c: Context, err: unknown) => {
  console.error(`[api] webhook delivery refused by the database: ${err instanceof Error ? err.message : err}`);
  return c.text("Bad Request", 400);
};

const EARLY_SWEEP_MS = 60_000;
// How often deliveries kept on disk are offered to the database again.
const SPOOL_DRAIN_MS = 5_000;

// A delivery the database has not taken in this long is left for the next drain: one write
// that never settles (a connection lost mid-outage) must not hold up the spool for good.
const DRAIN_WRITE_TIMEOUT_MS = 10_000;
const withinDrainTimeout = async (write: Promise<void>) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error("spooled delivery not taken in time"), { code: "ETIMEDOUT" })),
      DRAIN_WRITE_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([write, late]);
  } finally {
    clearTimeout(timer);
  }
};

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * Twilio's webhook, one URL per organisation for inbound messages and status callbacks.
 * The signature is checked with that organisation's own auth token against the exact
 * public URL, so nothing unsigned, forged or meant for another organisation is stored.
 * The answer is left to a job: Twilio gets its reply within milliseconds. Only a delivery
 * that is durably stored is acknowledged: in the database, or, when it is slow or down, in
 * the spool on disk (webhookSpool), which passes it on once the database is back. Twilio
 * does not retry a 5xx, so a signed delivery beyond `limits` (deliveries waiting for the
 * database) does not get 503 either: it goes to the spool at once, without waiting in
 * memory. Only past the spool's budget (`spoolBudget`) is a delivery answered 503, lost.
 */
export function webhookRoutes(deps: {
  db: Db;
  box: SecretBox;
  publicUrl: string;
  limits: Omit<AdmissionLimits, "maxBodyBytes">;
  spoolDir: string;
  spoolBudget?: SpoolBudget;
}) {
  // The tokens are kept (sealed) beside the spool, so an app started during an outage can still verify.
  const credentials = credentialsCache(deps.db, deps.box, undefined, path.join(deps.spoolDir, "credentials"));
  const publicBase = deps.publicUrl.replace(/\/$/, "");
  const inbox = inboundBatcher(deps.db, {
    onError: (err) => console.error(`[api] passing on webhook messages failed: ${err}`),
    maxPending: deps.limits.maxRequests,
    maxPendingBytes: deps.limits.maxBytes,
  });
  // Three callbacks per reply: under load they share commits like landing messages do.
  // Callbacks kept because they came before their sid was recorded are applied when the
  // send records it; a batch of callbacks, at most once a minute, also catches one that
  // raced the recording.
  let sweptAt = 0;
  const statuses = groupCommit(async (batch: StatusCallback[]) => {
    await applyStatuses(deps.db, batch);
    if (Date.now() - sweptAt < EARLY_SWEEP_MS) return;
    sweptAt = Date.now();
    await applyEarlyStatuses(deps.db);
  });
  const spool = webhookSpool(deps.spoolDir, deps.spoolBudget);
  // Deliveries answered 503 since the start: each is a message or status Twilio will not send again.
  let lost = 0;
  /** Neither the database nor the spool could take the delivery: said loudly, and counted for /api/health. */
  const unavailable = (c: Context, err: unknown) => {
    lost++;
    console.error(
      `[api] WEBHOOK DELIVERY LOST: answered 503, which Twilio does not retry (${lost} since the start): ${err instanceof Error ? err.message : err}`,
    );
    return c.text("Service Unavailable", 503, { "retry-after": "5" });
  };
  // One drain at a time; one asked for meanwhile runs right after (a delivery put behind the spool).
  let draining = false;
  let again = false;
  const drain = async (): Promise<void> => {
    if (draining) {
      again = true;
      return;
    }
    draining = true;
    again = false;
    let n = 0;
    try {
      n = await spool.drain((d) =>
        withinDrainTimeout(d.kind === "inbound" ? inbox.land(d.inbound) : statuses.add(d.status)),
      );
      if (n) console.log(`[api] webhook spool: ${n} delivery(ies) kept on disk passed on`);
    } catch (err) {
      console.error(`[api] webhook spool: drain failed: ${err instanceof Error ? err.message : err}`);
    } finally {
      draining = false;
    }
    // Again at once while it makes progress and deliveries wait: a pass also stops when the
    // write queue is full (its bound counts the drain's own writes too), and waiting for the
    // next interval then left a stalled database's backlog at one small batch per 5 s. A
    // database still away is tried again at the next interval.
    if ((again || spool.waiting() > 0) && n > 0) return drain();
  };
  // The drain under way, for `settled` at the stop.
  let drained: Promise<void> = Promise.resolve();
  const drainNow = () => {
    const running = draining;
    const run = drain();
    if (!running) drained = run;
  };
  const timer = setInterval(drainNow, SPOOL_DRAIN_MS);
  timer.unref();
  drainNow(); // deliveries kept before a restart
  /** Keeps the delivery on disk and has it passed on; false when the spool cannot take it. */
  const keep = async (delivery: SpooledDelivery) => {
    if (!(await spool.put(delivery))) return false;
    drainNow();
    return true;
  };
  const admission = admissionLimit({ ...deps.limits, maxBodyBytes: MAX_WEBHOOK_BYTES });
  const tooLarge = bodyLimit({ maxSize: MAX_WEBHOOK_BYTES, onError: (c) => c.text("Payload Too Large", 413) });

  /** One delivery; `mayWait`: it has a place among those that may wait for the database. */
  async function receive(c: Context, organizationId: string, mayWait: boolean) {
    // The organisation first: a request for one without a token is refused unread.
    let token: string | undefined;
    try {
      token = (await credentials.get(organizationId))?.authToken;
    } catch (err) {
      return unavailable(c, err);
    }
    if (!token) return c.text("Forbidden", 403);
    // Twilio posts application/x-www-form-urlencoded; anything else fails the signature.
    const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const url = publicBase + c.req.path + new URL(c.req.url).search;
    const signature = c.req.header("x-twilio-signature") ?? "";
    if (!signatureMatches(token, signature, url, params)) return c.text("Forbidden", 403);
    const full = new Error("the webhook spool is full");
    if ("MessageStatus" in params && !("Body" in params)) {
      const status = statusCallback.safeParse(params);
      if (!status.success) return c.text("Bad Request", 400);
      const { MessageSid, MessageStatus, ErrorCode } = status.data;
      const callback = { organizationId, messageSid: MessageSid, status: MessageStatus, errorCode: ErrorCode ?? null };
      let cause: unknown = full;
      if (mayWait) {
        try {
          await statuses.add(callback);
          return c.body(null, 204);
        } catch (err) {
          if (!databaseAway(err)) return refused(c, err);
          cause = err;
        }
      }
      if (!(await keep({ kind: "status", status: callback }))) return unavailable(c, cause);
      return c.body(null, 204);
    }
    const inbound = inboundMessage.safeParse(params);
    const attachments = attachmentsOf(params);
    if (!inbound.success || !attachments) return c.text("Bad Request", 400);
    const message = {
      organizationId,
      messageSid: inbound.data.MessageSid,
      from: inbound.data.From,
      body: bodyOfTap(inbound.data.Body, inbound.data.ButtonPayload),
      attachments,
      quotedSid: inbound.data.OriginalRepliedMessageSid,
      profileName: inbound.data.ProfileName,
      // When it reached us: one kept in the spool keeps its time and its place in line.
      receivedAt: new Date(),
    };
    const acknowledged = () => c.body(EMPTY_TWIML, 200, { "content-type": "text/xml" });
    // Past the deliveries that may wait, or while deliveries kept on disk wait (landed at
    // once it would come before messages its sender wrote earlier): kept behind them.
    if (!mayWait || spool.waiting() > 0) {
      if (await keep({ kind: "inbound", inbound: message })) return acknowledged();
      if (!mayWait) return unavailable(c, full);
    }
    try {
      await inbox.land(message);
    } catch (err) {
      if (!databaseAway(err)) return refused(c, err);
      if (!(await keep({ kind: "inbound", inbound: message }))) return unavailable(c, err);
    }
    return acknowledged();
  }

  const routes = new Hono().post("/twilio/:organizationId", tooLarge, async (c) => {
    const organizationId = c.req.param("organizationId");
    // Organisation ids are UUIDs: anything else names no organisation (and must not reach
    // the database, whose refusal of it would read as an outage and ask Twilio to retry).
    if (!isUuid(organizationId)) return c.text("Forbidden", 403);
    const leave = admission.enter(c.req.header("content-length"));
    try {
      return await receive(c, organizationId, leave !== null);
    } finally {
      leave?.();
    }
  });
  return Object.assign(routes, {
    /** For /api/health: what waits in the spool, its budget, and the deliveries answered 503. */
    health: () => ({ spool: spool.usage(), answered503: lost }),
    /**
     * For the stop, once the server takes no more requests: no drain starts again, and what
     * landed is passed on before the database pool ends (a pass-on started after that waited
     * for ever, holding the stop until its 30 s forced exit).
     */
    settled: async () => {
      clearInterval(timer);
      await drained;
      await inbox.settled();
    },
  });
}
