import { Hono } from "hono";
import twilio from "twilio";
import { z } from "zod";
import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/connect.ts";
import { applyStatus } from "./apply-status.ts";
import { credentialsCache } from "./credentials-cache.ts";
import { inboundBatcher } from "./inbound-batcher.ts";

const statusCallback = z.object({
  MessageSid: z.string().min(1),
  MessageStatus: z.string().min(1),
  ErrorCode: z.string().optional(),
});
const inboundMessage = z.object({
  MessageSid: z.string().min(1),
  From: z.string().min(1),
  Body: z.string().default(""),
});

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * Twilio's webhook, one URL per organisation for inbound messages and status callbacks.
 * The signature is checked with that organisation's own auth token against the exact
 * public URL, so nothing unsigned, forged or meant for another organisation is stored.
 * The answer is left to a job: Twilio gets its reply within milliseconds.
 */
export function webhookRoutes(deps: { db: Db; box: SecretBox; publicUrl: string }) {
  const credentials = credentialsCache(deps.db, deps.box);
  const inbox = inboundBatcher(deps.db);
  return new Hono().post("/twilio/:organizationId", async (c) => {
    const organizationId = c.req.param("organizationId");
    const params = Object.fromEntries(
      Object.entries(await c.req.parseBody()).filter((e): e is [string, string] => typeof e[1] === "string"),
    );
    const token = (await credentials.get(organizationId))?.authToken;
    const url = deps.publicUrl.replace(/\/$/, "") + c.req.path + new URL(c.req.url).search;
    const signature = c.req.header("x-twilio-signature") ?? "";
    if (!token || !twilio.validateRequest(token, signature, url, params)) {
      return c.text("Forbidden", 403);
    }
    const status = statusCallback.safeParse(params);
    if (status.success && !("Body" in params)) {
      const { MessageSid, MessageStatus, ErrorCode } = status.data;
      await applyStatus(deps.db, organizationId, MessageSid, MessageStatus, ErrorCode ?? null);
      return c.body(null, 204);
    }
    const inbound = inboundMessage.safeParse(params);
    if (!inbound.success) return c.text("Bad Request", 400);
    await inbox.store({
      organizationId,
      messageSid: inbound.data.MessageSid,
      from: inbound.data.From,
      body: inbound.data.Body,
    });
    return c.body(EMPTY_TWIML, 200, { "content-type": "text/xml" });
  });
}
