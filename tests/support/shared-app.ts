import fs from "node:fs";
import type { RunningApp } from "./start-app.ts";

export const SHARED_APP_ENV = "TEST_SHARED_APP";

/**
 * Integration files run two at a time: on two cores a file spends about half its time
 * waiting on its stack (starts, restarts, syncs), so the second core was idle that long.
 */
export const INTEGRATION_WORKERS = 2;

/** A stack the integration run's global setup started for the files of one test worker to share. */
export type SharedApp = Pick<RunningApp, "url" | "port" | "dataDir" | "databaseUrl" | "zeroCacheUrl"> & {
  /** Where its output goes: it runs in the global setup's process, not the test file's. */
  logFile: string;
  /** Where a file writes its fake Twilio's address for the app's Twilio calls to reach it (see startTwilioForwarder). */
  twilioTargetFile: string;
};

/** This test worker's shared stack, when this process runs under the integration project's global setup. */
export function sharedApp(): (SharedApp & { output(): string }) | null {
  const json = process.env[SHARED_APP_ENV];
  if (!json) return null;
  const apps: SharedApp[] = JSON.parse(json);
  // Vitest numbers its workers from 1; a worker runs one file at a time.
  const app = apps[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % apps.length];
  return { ...app, output: () => fs.readFileSync(app.logFile, "utf8").slice(-20_000) };
}
