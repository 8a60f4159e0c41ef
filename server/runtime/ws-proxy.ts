import type { IncomingMessage, Server } from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";
import { isCrossOrigin } from "../http/is-cross-origin.ts";

/**
 * Forwards WebSocket upgrades under /zero/ to zero-cache, so the browser sees one origin
 * and its session cookie reaches zero-cache (which forwards it to our query/mutate routes).
 * Browsers send the session cookie on a WebSocket opened by any site and leave the Origin
 * check to the server, so a page elsewhere could otherwise read a signed-in user's data
 * live: an upgrade from an origin we do not serve is refused here.
 */
export function proxyZeroWebSocket(server: Server, zeroCacheUrl: string, allowedOrigins: ReadonlySet<string>) {
  const target = new URL(zeroCacheUrl);
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!req.url?.startsWith("/zero/")) {
      socket.destroy();
      return;
    }
    const secFetchSite = req.headers["sec-fetch-site"];
    if (
      isCrossOrigin(
        { origin: req.headers.origin, secFetchSite: typeof secFetchSite === "string" ? secFetchSite : undefined },
        allowedOrigins,
      )
    ) {
      socket.end("HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    let connected = false;
    const upstream = net.connect(Number(target.port || 80), target.hostname, () => {
      connected = true;
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    // zero-cache is down (restarting): a clear refusal, which Zero clients retry, rather than a cut connection.
    upstream.on("error", () => {
      if (!connected && socket.writable)
        socket.end("HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      else close();
    });
    socket.on("error", close);
    upstream.on("close", () => connected && close());
    socket.on("close", close);
  });
}
