import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../../server/runtime/embedded-pg.ts";
import { findFreePorts } from "../../server/runtime/free-port.ts";
import { commandLineOf, descendantsOf } from "../../server/runtime/process-tree.ts";
import { startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { copyTemplateCluster } from "../support/data-template.ts";
import { startStack } from "../support/stack.ts";
import { saveTwilioCredentials } from "../support/twilio.ts";
import { twilioSender } from "../support/twilio-sender.ts";

export const SENDER = "+3197010000099";
export const QUESTION = "Hoeveel vakantiedagen heb ik per jaar?";
/** Small, so a burst of a few hundred deliveries fills it. */
export const WEBHOOK_MAX_PENDING = 20;

/**
 * The product as production runs it, on loopback: Postgres as its own server (so it can be
 * restarted under the app, as a database service is), the real launcher with zero-cache
 * and the worker process, the fake Twilio, and one organisation whose FAQ answers QUESTION.
 */
export async function startFaultStack() {
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), "hr-faults-pg-"));
  fs.chmodSync(pgDir, 0o755);
  // Initialised and migrated already when npm test made a template: the app only starts on it.
  const password = copyTemplateCluster(pgDir) ?? "faults";
  const pgOpts = { dataDir: pgDir, port: await findFreePorts(1), password, log: () => {} };
  let pg = await startEmbeddedPostgres(pgOpts);
  const twilio = await startFakeTwilio();
  const app = await startStack({
    env: {
      DATABASE_URL: pg.url,
      TWILIO_API_BASE_URL: twilio.baseUrl,
      WEBHOOK_MAX_PENDING: String(WEBHOOK_MAX_PENDING),
      ZERO_SINGLE_PROCESS: "0",
    },
    fakes: [twilio],
  }).catch(async (err) => {
    await pg.stop();
    throw err;
  });
  const owner = await app.signUpOwner("storing@a.nl", "Stella Storing");
  const account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  await app.sql`insert into faqs (id, organization_id, question, answer)
    values (gen_random_uuid(), ${owner.org}, ${QUESTION}, 'Je hebt 25 vakantiedagen per jaar.')`;
  const webhook = `${app.url}/api/webhooks/twilio/${owner.org}`;
  const children = () => descendantsOf(app.process?.pid as number);

  return {
    app,
    twilio,
    /** A Twilio-like sender to the organisation's webhook (see twilioSender). */
    sender: (concurrency: number) => twilioSender(twilio, webhook, account.authToken, { concurrency }),
    /** The last unhealthy report, to say which part did not come back. */
    lastReport: "",
    async healthy(): Promise<boolean> {
      try {
        const res = await fetch(`${app.url}/api/health`, { signal: AbortSignal.timeout(3000) });
        this.lastReport = await res.text();
        return res.status === 200;
      } catch (err) {
        this.lastReport = String(err);
        return false;
      }
    },
    /** Stops Postgres (fast shutdown: sessions are cut), keeps it down for `downMs`, starts it again. */
    async restartPostgres(downMs: number) {
      await pg.stop();
      await new Promise((r) => setTimeout(r, downMs));
      pg = await startEmbeddedPostgres(pgOpts);
    },
    /** SIGKILL to zero-cache's runner and every worker under it (not the guard). */
    killZeroCache(): number {
      const runner = children().find(
        (p) => commandLineOf(p).includes("zero/src/cli.js") && !commandLineOf(p).includes("guard"),
      );
      if (!runner) throw new Error("zero-cache's runner not found");
      const victims = [runner, ...descendantsOf(runner)];
      for (const p of victims) process.kill(p, "SIGKILL");
      return victims.length;
    },
    /** SIGKILL to the job worker process. */
    killWorker() {
      const worker = children().find((p) => commandLineOf(p).includes("--role=worker"));
      if (!worker) throw new Error("worker process not found");
      process.kill(worker, "SIGKILL");
    },
    async stop() {
      await app.stop();
      await pg.stop();
      fs.rmSync(pgDir, { recursive: true, force: true });
    },
  };
}

export type FaultStack = Awaited<ReturnType<typeof startFaultStack>>;
