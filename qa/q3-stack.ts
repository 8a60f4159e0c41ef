import fs from "node:fs";
import http from "node:http";
import { startFakeDns } from "../tests/fakes/dns/fake-dns-server.ts";
import { startFakeFleks } from "../tests/fakes/fleks/fake-fleks-server.ts";
import { startApp } from "../tests/support/start-app.ts";

// QA harness (dev-K3 round): the e2e stack (launcher with its fake Twilio and dev mailbox,
// fake DNS) plus a fake Fleks with 60 employees, and a small control port to switch the fake
// Fleks' faults on and off while a person drives the dashboard.
const dns = await startFakeDns();
const fleks = await startFakeFleks({ sizes: { employees: 60, shifts: 400 } });
const app = await startApp({ logFile: "/tmp/dev-K1/app.log", env: { DNS_SERVERS: dns.server } });
const control = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    for (const key of Object.keys(fleks.faults)) delete (fleks.faults as Record<string, unknown>)[key];
    Object.assign(fleks.faults, JSON.parse(body || "{}"));
    res.end(JSON.stringify(fleks.faults));
  });
});
await new Promise<void>((r) => control.listen(0, "127.0.0.1", () => r()));
const state = {
  url: app.url,
  dataDir: app.dataDir,
  databaseUrl: app.databaseUrl,
  fleks: fleks.baseUrl,
  fleksKey: fleks.apiKey,
  control: `http://127.0.0.1:${(control.address() as { port: number }).port}`,
};
fs.writeFileSync("/tmp/dev-K1/stack.json", JSON.stringify(state));
console.log("stack", JSON.stringify(state));
const stop = async () => {
  await app.stop();
  await fleks.stop();
  await dns.stop();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
