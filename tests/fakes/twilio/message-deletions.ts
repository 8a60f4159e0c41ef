import { randomBytes } from "node:crypto";
import type { JsonSend } from "../json-server.ts";

/** A DELETE Twilio answered 204: a message (with its media), or one media item of a message. */
export type FakeDeletion = { accountSid: string; messageSid: string; mediaSid?: string; at: Date };

type Held = { accountSid: string; media: string[]; final: boolean };

const MESSAGE = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\/((?:SM|MM)\w+)\.json$/;
const MEDIA_LIST = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\/((?:SM|MM)\w+)\/Media\.json$/;
const MEDIA = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\/((?:SM|MM)\w+)\/Media\/(ME\w+)\.json$/;

/**
 * The fake Twilio's messages as resources one can delete, as Twilio's REST API does:
 * `DELETE …/Messages/{Sid}.json` (204; the message's media go with it), `GET …/Media.json`
 * (the media list) and `DELETE …/Messages/{Sid}/Media/{MediaSid}.json` (204). Unknown or
 * already deleted: 404 (20404). A message Twilio has not finished processing: error 20009
 * (its HTTP status, 409, is our assumption; Twilio documents only the code). Records every
 * deletion that succeeded.
 */
export function messageDeletions() {
  const held = new Map<string, Held>();
  const deleted: FakeDeletion[] = [];
  // Every DELETE asked for, answered or not (a 404 for a message the fake never held too).
  const requests: Array<{ path: string; status: number }> = [];
  // Messages whose next DELETEs get 20009, as many times as given.
  const notFinal = new Map<string, number>();
  let down = false;

  const notFound = (send: JsonSend, path: string) =>
    send(404, {
      code: 20404,
      message: `The requested resource ${path} was not found`,
      more_info: "https://www.twilio.com/docs/errors/20404",
      status: 404,
    });

  const mediaWire = (accountSid: string, messageSid: string, mediaSid: string) => ({
    sid: mediaSid,
    account_sid: accountSid,
    parent_sid: messageSid,
    content_type: "application/octet-stream",
    date_created: new Date().toUTCString(),
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${messageSid}/Media/${mediaSid}.json`,
  });

  return {
    deleted,
    requests,
    /** A message Twilio now holds (sent, or received with `mediaCount` media items): returns the media sids. */
    hold(accountSid: string, messageSid: string, mediaCount = 0) {
      const media = Array.from({ length: mediaCount }, () => `ME${randomBytes(16).toString("hex")}`);
      held.set(messageSid, { accountSid, media, final: true });
      return media;
    },
    /** The next `times` DELETEs of this message get 20009 (not final yet). */
    keepNotFinal(messageSid: string, times = 1) {
      notFinal.set(messageSid, times);
    },
    /** While down, every DELETE and media list gets 503, as when Twilio has an outage. */
    setDown(isDown: boolean) {
      down = isDown;
    },
    /** The media of a message Twilio still holds. */
    mediaOf: (messageSid: string) => held.get(messageSid)?.media ?? [],
    /** Answers the request if it is one of these routes (the caller authenticated it); false otherwise. */
    handle(method: string, path: string, owns: (accountSid: string) => boolean, send: JsonSend) {
      const message = path.match(MESSAGE);
      const list = path.match(MEDIA_LIST);
      const media = path.match(MEDIA);
      const match = method === "DELETE" ? (message ?? media) : method === "GET" ? list : null;
      if (!match) return false;
      if (method === "DELETE") {
        const answer = send;
        send = (status, body) => {
          requests.push({ path, status });
          answer(status, body);
        };
      }
      if (down) {
        send(503, { code: 20503, message: "Service Unavailable", status: 503 });
        return true;
      }
      const [, accountSid, messageSid] = match;
      const found = held.get(messageSid);
      if (!owns(accountSid) || !found || found.accountSid !== accountSid) {
        notFound(send, path);
        return true;
      }
      if (list) {
        const items = found.media.map((m) => mediaWire(accountSid, messageSid, m));
        send(200, { media_list: items, page: 0, page_size: 50, next_page_uri: null, uri: path });
        return true;
      }
      if (media) {
        const mediaSid = media[3];
        if (!found.media.includes(mediaSid)) {
          notFound(send, path);
          return true;
        }
        found.media = found.media.filter((m) => m !== mediaSid);
        deleted.push({ accountSid, messageSid, mediaSid, at: new Date() });
        send(204, null);
        return true;
      }
      const refusals = notFinal.get(messageSid) ?? 0;
      if (refusals > 0) {
        notFinal.set(messageSid, refusals - 1);
        send(409, {
          code: 20009,
          message: "Cannot delete this resource before it is complete",
          more_info: "https://www.twilio.com/docs/errors/20009",
          status: 409,
        });
        return true;
      }
      held.delete(messageSid);
      deleted.push({ accountSid, messageSid, at: new Date() });
      send(204, null);
      return true;
    },
  };
}
