import http from "node:http";
import type { AddressInfo } from "node:net";

export type JsonSend = (status: number, body: unknown) => void;
export type JsonHandler = (req: http.IncomingMessage, body: Buffer, send: JsonSend) => void | Promise<void>;

/**
 * A fake external service on loopback: `handle` gets each request with its whole body and
 * answers with `send` (JSON), as the real APIs the fakes stand in for do. Listens on a
 * free port; `stop` also cuts kept-alive connections.
 */
export async function startJsonServer(handle: JsonHandler) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () =>
      handle(req, Buffer.concat(chunks), (status, body) => {
        // The client may have given up (a timeout) while a slow fake waited.
        if (res.destroyed) return;
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
