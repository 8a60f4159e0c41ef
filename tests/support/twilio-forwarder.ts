import fs from "node:fs";
import net from "node:net";

/**
 * The shared stack's Twilio address. The app reads TWILIO_API_BASE_URL once at start, so
 * the shared stack points it here: each connection goes on to the fake Twilio whose address
 * the running test file wrote to `targetFile` (one file at a time per shared stack), or to
 * `fallbackUrl` (a fake accepting any account, as the launcher starts without the setting).
 */
export async function startTwilioForwarder(targetFile: string, fallbackUrl: string) {
  const target = () => new URL(fs.existsSync(targetFile) ? fs.readFileSync(targetFile, "utf8") : fallbackUrl);
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const { hostname, port } = target();
    const upstream = net.connect(Number(port), hostname);
    open.add(client);
    client.on("close", () => open.delete(client));
    // Either side ending ends the other: a stopped fake leaves no kept-alive socket behind.
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ]) {
      a.pipe(b);
      a.on("error", () => b.destroy());
      a.on("close", () => b.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}
