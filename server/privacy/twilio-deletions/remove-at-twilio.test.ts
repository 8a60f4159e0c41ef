import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeTwilio, startFakeTwilio } from "../../../tests/fakes/twilio/fake-twilio-server.ts";
import { twilioClient } from "../../integrations/twilio/twilio-client.ts";
import { removeAtTwilio } from "./remove-at-twilio.ts";

// The real SDK against the fake Twilio, which answers DELETEs as Twilio does.
let twilio: FakeTwilio;
let client: ReturnType<typeof twilioClient>;
let account: { accountSid: string; authToken: string };

beforeAll(async () => {
  twilio = await startFakeTwilio();
  account = twilio.createAccount();
  client = twilioClient(account.accountSid, account.authToken, twilio.baseUrl);
});
afterAll(() => twilio.stop());

const send = async () =>
  (await client.messages.create({ from: "whatsapp:+3197010000001", to: "whatsapp:+31612345678", body: "Hoi" })).sid;
const receive = async (media: string[]) =>
  (
    await twilio.inbound(`${twilio.baseUrl}/nowhere`, account.authToken, {
      from: "+31612345678",
      to: "+3197010000001",
      body: "",
      media,
    })
  ).messageSid;

describe("removeAtTwilio", () => {
  it("deletes a message, and counts one already gone as gone", async () => {
    const sid = await send();
    expect(await removeAtTwilio(client, sid, false)).toBe("gone");
    expect(twilio.deleted.filter((d) => d.messageSid === sid)).toHaveLength(1);
    expect(await removeAtTwilio(client, sid, false)).toBe("gone");
    expect(twilio.deleted.filter((d) => d.messageSid === sid)).toHaveLength(1);
    // Both DELETEs as the fake answered them: 204, then 404.
    const seen = (await (await fetch(`${twilio.baseUrl}/_fake/deletions`)).json()) as {
      requests: Array<{ path: string; status: number }>;
    };
    expect(seen.requests.filter((r) => r.path.includes(sid)).map((r) => r.status)).toEqual([204, 404]);
  });

  it("deletes only the media of a received message: the photo and the PDF go, the message stays", async () => {
    const sid = await receive(["image/jpeg", "application/pdf"]);
    const media = twilio.mediaOf(sid);
    expect(media).toHaveLength(2);
    expect(await removeAtTwilio(client, sid, true)).toBe("gone");
    expect(twilio.mediaOf(sid)).toEqual([]);
    expect(twilio.deleted.filter((d) => d.messageSid === sid).map((d) => d.mediaSid)).toEqual(media);
  });

  it("says when Twilio is not done with a message (20009) and when it is away", async () => {
    const sid = await send();
    twilio.keepNotFinal(sid);
    expect(await removeAtTwilio(client, sid, false)).toBe("not_final");
    twilio.setDeletionsDown(true);
    expect(await removeAtTwilio(client, sid, false)).toBe("failed");
    twilio.setDeletionsDown(false);
    expect(await removeAtTwilio(client, sid, false)).toBe("gone");
  });

  it("fails rather than deletes with another account's credentials", async () => {
    const sid = await send();
    const stranger = twilioClient("AC0000000000000000000000000000000", "wrong", twilio.baseUrl);
    expect(await removeAtTwilio(stranger, sid, false)).toBe("failed");
    expect(twilio.deleted.some((d) => d.messageSid === sid)).toBe(false);
  });
});
