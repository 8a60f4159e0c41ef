import fs from "node:fs";
import path from "node:path";
import { startFakeDns } from "../fakes/dns/fake-dns-server.ts";
import { projectRoot, startApp } from "../support/start-app.ts";

export const STATE_FILE = path.join(projectRoot, "test-results", "e2e-app.json");
/** The app's output, kept after the run so a failed test can be read against it. */
const LOG_FILE = path.join(projectRoot, "test-results", "e2e-app.log");

/**
 * One app for the whole e2e run, started by the same launcher as `npm start`: on a copy of
 * the DATA_DIR template npm test made (TEST_DATA_TEMPLATE, see startApp), else on an empty one.
 */
export default async function globalSetup() {
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.rmSync(LOG_FILE, { force: true });
  // E-mail domains are looked up here, not on the internet: a domain without a record is
  // answered at once (the integration tests verify one that has it).
  const dns = await startFakeDns();
  // zero-cache as production runs it (its workers in processes of their own): the browser's
  // connection is handed from one to another there.
  const app = await startApp({ logFile: LOG_FILE, env: { DNS_SERVERS: dns.server, ZERO_SINGLE_PROCESS: "0" } });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ url: app.url, dataDir: app.dataDir, databaseUrl: app.databaseUrl }));
  process.env.E2E_BASE_URL = app.url;
  return async () => {
    await app.stop();
    await dns.stop();
  };
}
