import fs from "node:fs";
import http from "node:http";
import type net from "node:net";

// Headers about one hop's connection: the forwarder's connection to the fake is its own.
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "upgrade"];

const withoutHopHeaders = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

/**
 * The shared stack's Twilio address. The app reads TWILIO_API_BASE_URL once at start, so
 * the shared stack points it here: each request goes on to the fake Twilio whose address
 * the running test file wrote to `targetFile` (one file at a time per shared stack), or to
 * `fallbackUrl` (a fake accepting any account, as the launcher starts without the setting).
 *
 * The target is read per request, not per connection: the app's Twilio client keeps its
 * connection alive, and a connection piped to the fake named when it opened (an earlier
 * file's, or the fallback between two files) carried the next file's calls to a fake not its
 * own when that file started within the fake's 5 s keep-alive (files sharing one process).
 * Each request gets a connection of its own to the fake, so nothing is left open towards it.
 */
export async function startTwilioForwarder(targetFile: string, fallbackUrl: string) {
  const target = () => new URL(fs.existsSync(targetFile) ? fs.readFileSync(targetFile, "utf8") : fallbackUrl);
  const server = http.createServer((req, res) => {
    const { hostname, port } = target();
    const upstream = http.request(
      { hostname, port, method: req.method, path: req.url, headers: withoutHopHeaders(req.headers), agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers));
        answer.pipe(res);
        // A fake that cuts its connection mid-answer: the app sees its connection cut too.
        answer.on("close", () => answer.complete || req.socket.destroy());
      },
    );
    // A fake that cuts the connection before answering (or has stopped): the app sees it cut,
    // as it would without the forwarder, not an answer the fake never gave.
    upstream.on("error", () => req.socket.destroy());
    // The app gave up (its timeout): the fake's request goes too.
    res.on("close", () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
