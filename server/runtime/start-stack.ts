import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { runMigrations as runWorkerMigrations } from "graphile-worker";
import { createApp } from "../app.ts";
import { createAuth } from "../auth/create-auth.ts";
import { type Env, privateHostsAllowed, type RuntimeConfig, socialProvidersOf } from "../config.ts";
import { resealAfterRotation } from "../crypto/reseal-after-rotation.ts";
import { secretBox } from "../crypto/secret-box.ts";
import { clientTimeoutMs } from "../db/client-timeout.ts";
import { connectDb, connectSql, withStatementTimeout } from "../db/connect.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { integrationKeyBox } from "../external-integrations/integration-key-box.ts";
import { allowedOrigins } from "../http/allowed-origins.ts";
import { devMailboxEnabled } from "../integrations/email/dev-mailbox-enabled.ts";
import { createMailer } from "../integrations/email/mailer.ts";
import { requireMailDelivery } from "../integrations/email/require-mail-delivery.ts";
import { createEmbedder } from "../integrations/embeddings/create-embedder.ts";
import { createLlm } from "../integrations/llm/create-llm.ts";
import { createOutboundFetch } from "../integrations/outbound/outbound-fetch.ts";
import { localStorage } from "../integrations/storage/local-storage.ts";
import { startWorker, type WorkerHandle } from "../jobs/start-worker.ts";
import { buildClientIfMissing } from "./build-client-if-missing.ts";
import { type EmbeddedPg, startEmbeddedPostgres } from "./embedded-pg.ts";
import { findFreePorts } from "./free-port.ts";
import { loadLocalSecrets } from "./local-secrets.ts";
import { requireHttpsPublicUrl } from "./require-https-public-url.ts";
import { startLocalTwilio } from "./start-local-twilio.ts";
import { startWorkerProcess } from "./worker-process.ts";
import { proxyZeroWebSocket } from "./ws-proxy.ts";
import { superviseZeroCache } from "./zero-cache-supervisor.ts";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type StackRole = "all" | "app" | "worker" | "migrate";
export type Stack = { url: string; config: RuntimeConfig; stop: () => Promise<void> };
type Log = (source: string, line: string) => void;

function listen(fetch: (req: Request) => Response | Promise<Response>, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port }, () => resolve(server as Server)) as Server;
    // Node closes an idle keep-alive connection after 5 s; a client (Twilio, a proxy) that
    // reuses it at that moment loses its request. Clients and proxies give up idle ones first.
    server.keepAliveTimeout = 65_000;
    server.once("error", reject);
  });
}

/** Starts every piece the product needs; `stop` ends them all in reverse order. */
export async function startStack(env: Env, opts: { role: StackRole; dev: boolean; log: Log }): Promise<Stack> {
  const stoppers: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stoppers.reverse()) await s().catch((e) => opts.log("launcher", `stop failed: ${e}`));
    stoppers.length = 0;
  };
  try {
    // Settings that contradict each other stop the start before anything runs.
    requireMailDelivery(env, opts.role);
    // Without it, a secret made up for this DATA_DIR would sign sessions and open no stored
    // token: every Twilio webhook would be refused as unsigned, with the app reporting healthy.
    if (env.NODE_ENV === "production" && !env.APP_SECRET)
      throw new Error("APP_SECRET is required in production (at least 32 random characters)");
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
    requireHttpsPublicUrl(env, publicUrl);
    const devMailbox = opts.role === "migrate" ? false : devMailboxEnabled(env, { role: opts.role, publicUrl });
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    const secrets = loadLocalSecrets(env.DATA_DIR);

    let databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) {
      const pg: EmbeddedPg = await startEmbeddedPostgres({
        dataDir: env.DATA_DIR,
        port: await findFreePorts(1),
        password: secrets.pgPassword,
        log: (l) => opts.log("postgres", l),
      });
      stoppers.push(pg.stop);
      databaseUrl = pg.url;
    }

    const keys = { appSecret: env.APP_SECRET ?? secrets.appSecret, previousAppSecrets: env.APP_SECRET_PREVIOUS };
    // Migrations may run long statements: their own connection, without the timeout.
    if (opts.role !== "worker") {
      const migrations = connectDb(connectSql(databaseUrl, { max: 1 }));
      try {
        await migrateToLatest(migrations);
        await resealAfterRotation(migrations, keys, (l) => opts.log("launcher", l));
      } finally {
        await migrations.destroy();
      }
      await runWorkerMigrations({ connectionString: databaseUrl });
    }
    // Every runtime connection is bounded: by Postgres (a statement, a session idle in a
    // transaction) and by the app itself (a connection or an answer that never comes, see
    // server/db/bounded-dialect.ts). Requests get a minute idle in a transaction; jobs longer.
    const statementTimeoutMs = env.DATABASE_STATEMENT_TIMEOUT_MS;
    const timeoutMs = clientTimeoutMs(env);
    const limits = { statementTimeoutMs, idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS };
    const sql = connectSql(databaseUrl, limits);
    const authSql = connectSql(databaseUrl, { max: 5, searchPath: "auth", ...limits });
    const db = connectDb(sql, { timeoutMs });
    const authDb = connectDb(authSql, { timeoutMs });
    stoppers.push(async () => {
      await Promise.all([db.destroy(), authDb.destroy()]);
      // Kysely ends a pool only once it was used: the worker never uses better-auth's.
      await authSql.end();
    });
    if (opts.role === "migrate") return { url: "", config: {} as RuntimeConfig, stop };

    const port = env.PORT;
    // In dev mode Vite owns PORT and proxies to the API on an internal port.
    const apiPort = opts.dev ? await findFreePorts(1) : port;
    const zeroPort = env.ZERO_CACHE_URL ? 0 : await findFreePorts(3);
    // Without Twilio credentials (outside production) WhatsApp goes to a local fake Twilio.
    let twilioApiBaseUrl = env.TWILIO_API_BASE_URL;
    if (!twilioApiBaseUrl && env.NODE_ENV !== "production") {
      const fake = await startLocalTwilio(opts.log);
      if (fake) {
        stoppers.push(fake.stop);
        twilioApiBaseUrl = fake.baseUrl;
      }
    }
    const config: RuntimeConfig = {
      env: { ...env, TWILIO_API_BASE_URL: twilioApiBaseUrl },
      port,
      publicUrl,
      databaseUrl,
      ...keys,
      zeroCacheUrl: env.ZERO_CACHE_URL ?? `http://127.0.0.1:${zeroPort}`,
      devMailbox,
      socialProviders: socialProvidersOf(env),
    };

    let zeroStarted: Promise<unknown> | null = null;
    if (opts.role !== "worker") {
      if (!opts.dev) await buildClientIfMissing(projectRoot, (line) => opts.log("launcher", line));
      const auth = createAuth(config, { authDb, db });
      const zeroSql = connectSql(databaseUrl, limits);
      stoppers.push(() => zeroSql.end());
      const app = createApp(config, {
        auth,
        db,
        documents: localStorage(env.DATA_DIR, "documents"),
        branding: localStorage(env.DATA_DIR, "branding"),
        llm: createLlm(env),
        embedder: createEmbedder(env),
        box: secretBox(config, "twilio-credentials"),
        zeroSql,
        clientDir: opts.dev ? undefined : path.join(projectRoot, "dist"),
      });
      const server = await listen(app.fetch, apiPort);
      proxyZeroWebSocket(server, config.zeroCacheUrl, allowedOrigins(config.publicUrl, env.ALLOWED_ORIGINS));
      stoppers.push(async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await app.settled();
      });
      if (!env.ZERO_CACHE_URL) {
        // Awaited once the worker has started too: the two take seconds each and need nothing of each other.
        const starting = superviseZeroCache({
          dataDir: env.DATA_DIR,
          port: zeroPort,
          upstreamDb: databaseUrl,
          adminPassword: env.ZERO_ADMIN_PASSWORD ?? secrets.zeroAdminPassword,
          apiOrigin: `http://127.0.0.1:${apiPort}`,
          numSyncWorkers: env.ZERO_NUM_SYNC_WORKERS,
          singleProcess: env.ZERO_SINGLE_PROCESS,
          log: (l) => opts.log("zero-cache", l),
        });
        starting.catch(() => {});
        stoppers.push(async () => (await starting.catch(() => null))?.stop());
        zeroStarted = starting;
      }
      if (opts.dev) {
        const { createServer } = await import("vite");
        const vite = await createServer({
          root: projectRoot,
          server: {
            port,
            strictPort: true,
            proxy: {
              "/api": `http://127.0.0.1:${apiPort}`,
              "/dev/mailbox": `http://127.0.0.1:${apiPort}`,
              // Through the API's own proxy, which checks the WebSocket's Origin.
              "/zero": { target: `http://127.0.0.1:${apiPort}`, ws: true },
            },
          },
        });
        await vite.listen();
        stoppers.push(() => vite.close());
      }
    }

    if (opts.role === "all") {
      const worker = await startWorkerProcess({
        env: {
          DATABASE_URL: databaseUrl,
          APP_SECRET: config.appSecret,
          PUBLIC_URL: config.publicUrl,
          TWILIO_API_BASE_URL: config.env.TWILIO_API_BASE_URL,
        },
        log: (l) => opts.log("worker", l),
      });
      stoppers.push(worker.stop);
    }
    if (opts.role === "worker") {
      // Its own pool: a backlog of jobs must not take the connections webhooks need. Each
      // conversation job holds one connection for its lock and uses others for its work.
      const workerLimits = {
        statementTimeoutMs,
        idleInTransactionTimeoutMs: env.WORKER_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      };
      const workerSql = connectSql(databaseUrl, { max: 2 * env.WORKER_CONCURRENCY + 2, ...workerLimits });
      const workerDb = connectDb(workerSql, { timeoutMs });
      stoppers.push(() => workerDb.destroy());
      const worker: WorkerHandle = await startWorker({
        databaseUrl: withStatementTimeout(databaseUrl, statementTimeoutMs, workerLimits),
        db: workerDb,
        mailer: createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR }),
        mailFrom: env.MAIL_FROM,
        documents: localStorage(env.DATA_DIR, "documents"),
        assistant: {
          db: workerDb,
          llm: createLlm(env),
          embedder: createEmbedder(env),
          box: secretBox(config, "twilio-credentials"),
          publicUrl: config.publicUrl,
          twilioBaseUrl: config.env.TWILIO_API_BASE_URL,
        },
        integrationBox: integrationKeyBox(config),
        outboundFetch: createOutboundFetch(privateHostsAllowed(env)),
        concurrency: env.WORKER_CONCURRENCY,
        log: (l) => opts.log("worker", l),
        verbose: env.LOG_LEVEL === "debug",
        // The launcher starts a worker process that exits again; its jobs are released.
        onBroken: (reason) => {
          opts.log("worker", `${reason}; exiting to be started afresh`);
          process.exit(1);
        },
      });
      stoppers.push(worker.stop);
    }

    await zeroStarted;
    if (opts.role === "worker") return { url: "", config, stop };
    // Lets tests and `npm run seed` find a running instance of this DATA_DIR.
    const runtimeFile = path.join(env.DATA_DIR, "runtime.json");
    fs.writeFileSync(
      runtimeFile,
      JSON.stringify({
        pid: process.pid,
        url: config.publicUrl,
        databaseUrl,
        zeroCacheUrl: config.zeroCacheUrl,
        twilioApiBaseUrl: config.env.TWILIO_API_BASE_URL ?? null,
      }),
      { mode: 0o600 },
    );
    stoppers.unshift(async () => fs.rmSync(runtimeFile, { force: true }));
    return { url: config.publicUrl, config, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
