import path from "node:path";
import { z } from "zod";

// Every environment variable the app reads is parsed here (and documented in the README).
const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  APP_SECRET: z.string().min(32).optional(),
  // Earlier APP_SECRETs, comma-separated, while a rotation is under way: stored credentials
  // sealed under one still open, and the migration step re-seals them under APP_SECRET.
  APP_SECRET_PREVIOUS: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(z.string().min(32, "every secret in APP_SECRET_PREVIOUS needs at least 32 characters")).max(5).default([]),
  ),
  ZERO_CACHE_URL: z.string().url().optional(),
  ZERO_ADMIN_PASSWORD: z.string().optional(),
  ZERO_NUM_SYNC_WORKERS: z.coerce.number().int().min(0).default(1),
  // zero-cache's workers in one process: a start of 5 s instead of 20 on two cores, for
  // tests and development. Not for production: its makers keep that mode for debugging,
  // and its workers then share one core.
  ZERO_SINGLE_PROCESS: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("HR Assistent <no-reply@localhost>"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  // Optional OpenAI-compatible chat completions API (OpenAI, Azure OpenAI, Mistral, a local
  // Ollama/vLLM...). Without it the assistant and 'Genereer met AI' answer extractively.
  // docker-compose passes unset optional variables as empty strings.
  LLM_BASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default("gpt-4o-mini"),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  // A verdict (JA/NEE, a number) is a few tokens: a model that takes longer is slow, not thinking.
  LLM_VERDICT_TIMEOUT_MS: z.coerce.number().int().positive().default(6_000),
  // Every model call of one WhatsApp reply together (rewrite, pick, check, wording,
  // embeddings): once spent, the reply is answered as without a model.
  LLM_REPLY_BUDGET_MS: z.coerce.number().int().positive().default(10_000),
  // How hard a reasoning model (OpenAI's o-series and GPT-5, DeepSeek-R1...) thinks per
  // call. Unset: "low", sent once the model shows it reasons; the verdicts asked of it
  // are short and a reply waits for several of them.
  LLM_REASONING_EFFORT: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["none", "minimal", "low", "medium", "high"]).optional(),
  ),
  // Optional OpenAI-compatible embeddings API: adds meaning-based candidates to the word
  // index's (fused by rank). Without it retrieval is lexical only.
  EMBEDDINGS_BASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  EMBEDDINGS_API_KEY: z.string().optional(),
  EMBEDDINGS_MODEL: z.string().default("text-embedding-3-small"),
  EMBEDDINGS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Shorter vectors, for models that offer them (OpenAI's text-embedding-3): a third of the
  // dimensions makes the in-memory scan three times faster.
  EMBEDDINGS_DIMENSIONS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(8).max(8192).optional(),
  ),
  // Where the twilio SDK sends its REST calls; unset means Twilio itself. Local fakes and
  // tests point it at a Twilio-compatible server on loopback.
  TWILIO_API_BASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  // Twilio deliveries waiting for the database at once, and their summed body sizes: when
  // Postgres is slow or down, a signed delivery past these is kept in the spool on disk and
  // acknowledged instead of waiting in memory (Twilio does not retry a 503). A burst of
  // thousands at a healthy database stays well under them.
  WEBHOOK_MAX_PENDING: z.coerce.number().int().positive().default(5000),
  WEBHOOK_MAX_PENDING_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(32 * 1024 * 1024),
  // The disk the webhook spool may fill (DATA_DIR/webhook-spool); past it, and past one
  // organisation's tenth of it, a delivery is answered 503 (and lost: Twilio does not retry).
  WEBHOOK_SPOOL_MAX_FILES: z.coerce.number().int().positive().default(50_000),
  WEBHOOK_SPOOL_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(256 * 1024 * 1024),
  // Longest statement the app's and the worker's Postgres connections may run (0: no limit):
  // a query stuck behind a lock fails and frees its connection instead of holding it.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  // Longest the app waits for a pool connection or a query's answer before giving the
  // database up as away (0: no limit; unset: the statement timeout plus 5 s, so Postgres'
  // own cancel comes first). postgres.js can leave a wait unanswered for good otherwise.
  DATABASE_CLIENT_TIMEOUT_MS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(0).optional(),
  ),
  // How long a session may sit idle inside a transaction before Postgres ends it, freeing its
  // locks (0: no limit): the app's connections, and the worker's, whose jobs hold a
  // conversation's lock transaction open while the assistant waits for the language model.
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  WORKER_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(600_000),
  WORKER_CONCURRENCY: z.coerce.number().int().positive().default(4),
  // The page that shows sent mail (reset links!) on this server: "on" serves it, but only
  // when PUBLIC_URL is a localhost address; unset means on for `npm start` on localhost.
  DEV_MAILBOX: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["on", "off"]).optional()),
  // The header a trusted reverse proxy sets to the client's address (e.g. x-forwarded-for,
  // x-real-ip). Unset: the socket's address, and any such header is ignored, since a client
  // can write it itself.
  TRUSTED_PROXY_HEADER: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/)
      .transform((h) => h.toLowerCase())
      .optional(),
  ),
  // Origins besides PUBLIC_URL's that browsers may send state-changing requests from,
  // comma-separated (e.g. https://hr.example.nl,https://admin.example.nl).
  ALLOWED_ORIGINS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url().transform((u) => new URL(u).origin)))
      .optional(),
  ),
  // Attempts per client address and action (sign-in, sign-up, password reset, accepting an
  // invitation) within the window. Default 10 in production, 100 elsewhere (relaxed, not off).
  AUTH_RATE_LIMIT_MAX: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().optional()),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().positive().default(60),
  ),
  // Attempts per e-mail address (sign-in, password-reset and verification mails) from all
  // clients together within the window. Default 20 in production, 200 elsewhere.
  AUTH_ACCOUNT_RATE_LIMIT_MAX: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
  AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().positive().default(900),
  ),
  // Whether integrations' server-side requests may reach loopback and private networks:
  // "deny" in production (an admin could otherwise aim an integration at internal
  // services), "allow" elsewhere, where the fakes run on loopback.
  OUTBOUND_PRIVATE_HOSTS: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["allow", "deny"]).optional()),
  // The resolvers that look up an organisation's e-mail domain verification record,
  // comma-separated addresses with an optional port (1.1.1.1,[2606:4700::1111]:53). Unset:
  // the system's resolvers.
  DNS_SERVERS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .max(1000)
      .transform((list) =>
        list
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^(\[[0-9a-fA-F:.]+\]|[0-9.]+|[0-9a-fA-F:]+)(:\d{1,5})?$/)).min(1))
      .optional(),
  ),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  NODE_ENV: z.string().default("development"),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = envSchema.parse(source);
  // Re-sealing under a secret generated for this one process would lock every credential away.
  if (env.APP_SECRET_PREVIOUS.length && !env.APP_SECRET)
    throw new Error("APP_SECRET_PREVIOUS is set without APP_SECRET: set the new secret in APP_SECRET");
  return { ...env, DATA_DIR: path.resolve(env.DATA_DIR) };
}

/** The settings the running pieces share once ports and secrets are known. */
export type RuntimeConfig = {
  env: Env;
  port: number;
  publicUrl: string;
  databaseUrl: string;
  appSecret: string;
  /** APP_SECRET_PREVIOUS: stored credentials sealed under these still open (see secretBox). */
  previousAppSecrets: readonly string[];
  zeroCacheUrl: string;
  /** Whether /dev/mailbox is served (see devMailboxEnabled). */
  devMailbox: boolean;
  socialProviders: Array<"google" | "github">;
};

/** Whether outbound integration requests may reach private addresses (see OUTBOUND_PRIVATE_HOSTS). */
export const privateHostsAllowed = (env: Env) =>
  (env.OUTBOUND_PRIVATE_HOSTS ?? (env.NODE_ENV === "production" ? "deny" : "allow")) === "allow";

export function socialProvidersOf(env: Env): Array<"google" | "github"> {
  const out: Array<"google" | "github"> = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) out.push("google");
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) out.push("github");
  return out;
}
