import fs from "node:fs";
import { startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { makeDataTemplate } from "./make-data-template.ts";
import { INTEGRATION_WORKERS, SHARED_APP_ENV, type SharedApp } from "./shared-app.ts";
import { startApp } from "./start-app.ts";
import { startTwilioForwarder } from "./twilio-forwarder.ts";

/**
 * Once per Vitest run: one complete start and a clean stop make the DATA_DIR template
 * every integration stack is copied from (see startApp and copyDataTemplate), unless the
 * run was given one in TEST_DATA_TEMPLATE (npm test makes it after tsc, see scripts/test.ts,
 * and removes it after the fault suite; Playwright's app starts on a copy too). Then one
 * stack on a copy per test worker is started for the files that need no settings of their
 * own (see startStack): starting and stopping a stack took about 14 s per file, more than
 * half of the integration run. One per worker, so a file still has its stack's Twilio
 * address to itself while the other worker runs another file.
 */
export default async function setup() {
  const given = process.env.TEST_DATA_TEMPLATE;
  const templateDir = given ?? (await makeDataTemplate());
  const anyAccount = await startFakeTwilio({ acceptAnyAccount: true });
  const settled = await Promise.allSettled(
    Array.from({ length: INTEGRATION_WORKERS }, async (_, i) => {
      const logFile = `${templateDir}-shared-${i + 1}.log`;
      const twilioTargetFile = `${templateDir}-twilio-target-${i + 1}`;
      const twilio = await startTwilioForwarder(twilioTargetFile, anyAccount.baseUrl);
      const app = await startApp({
        logFile,
        // Every file signs up from the same address, so sign-ups are not limited as one person's are.
        env: { AUTH_RATE_LIMIT_MAX: "100000", TWILIO_API_BASE_URL: twilio.url },
      }).catch(async (error) => {
        await twilio.stop();
        throw error;
      });
      const { url, port, dataDir, databaseUrl, zeroCacheUrl } = app;
      const reached: SharedApp = { url, port, dataDir, databaseUrl, zeroCacheUrl, logFile, twilioTargetFile };
      return { app, twilio, reached };
    }),
  );
  const started = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const stopAll = async () => {
    for (const { app, twilio, reached } of started) {
      await app.stop();
      await twilio.stop();
      fs.rmSync(reached.logFile, { force: true });
      fs.rmSync(reached.twilioTargetFile, { force: true });
    }
    await anyAccount.stop();
    if (!given) fs.rmSync(templateDir, { recursive: true, force: true });
  };
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) {
    // One stack failed to start: the others would otherwise outlive the run, holding their ports.
    await stopAll();
    throw failed.reason;
  }
  // Test workers are started after this and inherit the environment.
  process.env.TEST_DATA_TEMPLATE = templateDir;
  process.env[SHARED_APP_ENV] = JSON.stringify(started.map((s) => s.reached));
  return stopAll;
}
