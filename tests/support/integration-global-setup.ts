import fs from "node:fs";
import { startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { SHARED_APP_ENV, type SharedApp } from "./shared-app.ts";
import { startApp } from "./start-app.ts";
import { startTwilioForwarder } from "./twilio-forwarder.ts";

/**
 * Once per Vitest run: one complete start and a clean stop make the DATA_DIR template
 * every integration stack is copied from (see startApp and copyDataTemplate). Then one
 * stack on a copy is started for the files that need no settings of their own (see
 * startStack): starting and stopping a stack took about 14 s per file, more than half of
 * the integration run.
 */
export default async function setup() {
  const template = await startApp({ fresh: true });
  await template.stop(true);
  const logFile = `${template.dataDir}-shared.log`;
  const twilioTargetFile = `${template.dataDir}-twilio-target`;
  const anyAccount = await startFakeTwilio({ acceptAnyAccount: true });
  const twilio = await startTwilioForwarder(twilioTargetFile, anyAccount.baseUrl);
  const shared = await startApp({
    logFile,
    // Every file signs up from the same address, so sign-ups are not limited as one person's are.
    env: { AUTH_RATE_LIMIT_MAX: "100000", TWILIO_API_BASE_URL: twilio.url },
  });
  const { url, port, dataDir, databaseUrl, zeroCacheUrl } = shared;
  const reached: SharedApp = { url, port, dataDir, databaseUrl, zeroCacheUrl, logFile, twilioTargetFile };
  // Test workers are started after this and inherit the environment.
  process.env.TEST_DATA_TEMPLATE = template.dataDir;
  process.env[SHARED_APP_ENV] = JSON.stringify(reached);
  return async () => {
    await shared.stop();
    await twilio.stop();
    await anyAccount.stop();
    fs.rmSync(template.dataDir, { recursive: true, force: true });
    fs.rmSync(logFile, { force: true });
    fs.rmSync(twilioTargetFile, { force: true });
  };
}
