import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { twilioClient } from "../../server/integrations/twilio/twilio-client.ts";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { startTwilioForwarder } from "../support/twilio-forwarder.ts";

// The shared stack's Twilio forwarder, driven by the app's own Twilio client (one kept-alive
// connection per base URL): when a test file names its fake, the app's next call reaches that
// fake, even over a connection that carried a call to an earlier file's fake or the fallback
// a moment before (two files in one process start within the fakes' 5 s keep-alive).
let first: FakeTwilio;
let second: FakeTwilio;
let fallback: FakeTwilio;
let forwarder: Awaited<ReturnType<typeof startTwilioForwarder>>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "twilio-forwarder-"));
const targetFile = path.join(dir, "target");

beforeAll(async () => {
  [first, second, fallback] = await Promise.all([
    startFakeTwilio(),
    startFakeTwilio(),
    startFakeTwilio({ acceptAnyAccount: true }),
  ]);
  forwarder = await startTwilioForwarder(targetFile, fallback.baseUrl);
});
afterAll(async () => {
  await forwarder?.stop();
  for (const fake of [first, second, fallback]) await fake?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const send = (account: { accountSid: string; authToken: string }, to: string) =>
  twilioClient(account.accountSid, account.authToken, forwarder.url).messages.create({
    from: "whatsapp:+3197010000077",
    to: `whatsapp:${to}`,
    body: "Je rooster staat klaar",
  });
const sentTo = (fake: FakeTwilio, to: string) => fake.sent.filter((m) => m.to === `whatsapp:${to}`).length;

it("each call goes to the fake named when it is made, over the app's kept-alive connection too", async () => {
  const a = first.createAccount();
  const b = second.createAccount();
  fs.writeFileSync(targetFile, first.baseUrl);
  await send(a, "+31662000001");
  fs.writeFileSync(targetFile, second.baseUrl);
  await send(b, "+31662000002");
  fs.rmSync(targetFile);
  await send(b, "+31662000003");
  fs.writeFileSync(targetFile, first.baseUrl);
  await send(a, "+31662000004");
  expect([1, 2, 3, 4].map((n) => [first, second, fallback].map((f) => sentTo(f, `+3166200000${n}`)))).toEqual([
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
    [1, 0, 0],
  ]);
});

it("a fake that cuts the connection before answering: the app's call fails, as without the forwarder", async () => {
  const a = first.createAccount();
  fs.writeFileSync(targetFile, first.baseUrl);
  first.dropResponsesAfterAccept(1);
  await expect(send(a, "+31662000005")).rejects.toThrow();
  expect(sentTo(first, "+31662000005")).toBe(1);
  // The next call is answered as usual.
  await expect(send(a, "+31662000006")).resolves.toMatchObject({ to: "whatsapp:+31662000006" });
});

it("a fake's refusal reaches the app with Twilio's status and code", async () => {
  const a = first.createAccount();
  fs.writeFileSync(targetFile, first.baseUrl);
  first.refuseRecipient("+31662000007");
  await expect(send(a, "+31662000007")).rejects.toMatchObject({ status: 400, code: 63024 });
});
