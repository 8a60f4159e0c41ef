import type { IncomingMessage, Server } from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";

/**
 * Forwards WebSocket upgrades under /zero/ to zero-cache, so the browser sees one origin
 * and its session cookie reaches zero-cache (which forwards it to our query/mutate routes).
 */
export function proxyZeroWebSocket(server: Server, zeroCacheUrl: string) {
  const target = new URL(zeroCacheUrl);
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!req.url?.startsWith("/zero/")) {
      socket.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 80), target.hostname, () => {
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
    upstream.on("error", close);
    socket.on("error", close);
    upstream.on("close", close);
    socket.on("close", close);
  });
}
