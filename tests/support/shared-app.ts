import fs from "node:fs";
import type { RunningApp } from "./start-app.ts";

export const SHARED_APP_ENV = "TEST_SHARED_APP";

/** The stack the integration run's global setup started for every file to share. */
export type SharedApp = Pick<RunningApp, "url" | "port" | "dataDir" | "databaseUrl" | "zeroCacheUrl"> & {
  /** Where its output goes: it runs in the global setup's process, not the test file's. */
  logFile: string;
  /** Where a file writes its fake Twilio's address for the app's Twilio calls to reach it (see startTwilioForwarder). */
  twilioTargetFile: string;
};

/** The shared stack, when this process runs under the integration project's global setup. */
export function sharedApp(): (SharedApp & { output(): string }) | null {
  const json = process.env[SHARED_APP_ENV];
  if (!json) return null;
  const app: SharedApp = JSON.parse(json);
  return { ...app, output: () => fs.readFileSync(app.logFile, "utf8").slice(-20_000) };
}
