import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sendRaw } from "../support/fuzz.ts";

// The fuzz tests judge a route by the answer it gives to a large body it refuses before
// reading it. The refusal closes the connection; under load, a piece of the body written
// after that close was met with a reset that dropped the unread answer (status 0), and a
// fuzz test failed on the harness, not the app (seen in CI: the Fleks webhook's 404).
let server: http.Server;
let url: string;
beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(404, { "content-type": "application/json", connection: "close" });
    res.end('{"error":{"code":"not_found"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("reads a refusal sent before the body, also when the test process is busy", async () => {
  // A busy event loop, as when two Vitest workers, Postgres and zero-cache share two cores.
  const busy = setInterval(() => {
    const until = Date.now() + 3;
    while (Date.now() < until);
  }, 1);
  const statuses: number[] = [];
  try {
    await Promise.all(
      Array.from({ length: 8 }, async (_, lane) => {
        for (let i = 0; i < 25; i++) {
          const data = "x".repeat(400_000 + 1000 * (lane * 25 + i));
          statuses.push((await sendRaw(url, "POST", url, {}, { contentType: "text/plain", data })).status);
        }
      }),
    );
  } finally {
    clearInterval(busy);
  }
  expect(statuses.filter((s) => s !== 404)).toEqual([]);
});
