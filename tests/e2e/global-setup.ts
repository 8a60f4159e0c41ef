import fs from "node:fs";
import path from "node:path";
import { projectRoot, startApp } from "../support/start-app.ts";

export const STATE_FILE = path.join(projectRoot, "test-results", "e2e-app.json");

/** One app for the whole e2e run, started by the same launcher as `npm start`. */
export default async function globalSetup() {
  const app = await startApp();
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ url: app.url, dataDir: app.dataDir, databaseUrl: app.databaseUrl }));
  process.env.E2E_BASE_URL = app.url;
  return async () => {
    await app.stop();
  };
}
