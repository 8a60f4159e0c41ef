import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twilioClient } from "./twilio-client.ts";

// What the SDK asks for, on whichever API host, arrives at a fake's base URL; Twilio's own
// address as the base leaves the SDK its hosts.
let server: http.Server;
let base: string;
const paths: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    paths.push(req.url ?? "");
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ success: true }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("twilioClient", () => {
  it("sends requests for every API host (api, messaging) to a given base URL", async () => {
    const client = twilioClient(`AC${"1".repeat(32)}`, "token", base);
    await client.messaging.v2.typingIndicator.create({ channel: "whatsapp", messageId: `SM${"2".repeat(32)}` });
    expect(paths).toContain("/v2/Indicators/Typing.json");
  });

  it("leaves Twilio's own hosts alone when the base URL is Twilio itself (TWILIO_API_BASE_URL for the real one)", async () => {
    const client = twilioClient(`AC${"1".repeat(32)}`, "token", "https://api.twilio.com");
    // Not awaited: this machine reaches no Twilio; what counts is where the SDK sends it.
    const sent = client.messaging.v2.typingIndicator
      .create({ channel: "whatsapp", messageId: `SM${"2".repeat(32)}` })
      .catch(() => {});
    await Promise.resolve();
    expect(client.httpClient?.lastRequest?.url).toBe("https://messaging.twilio.com/v2/Indicators/Typing.json");
    void sent;
  });
});
