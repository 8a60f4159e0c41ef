import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { Sql } from "postgres";
import { nl } from "../common/i18n/nl.ts";
import { accountRoutes } from "./accounts/account-routes.ts";
import { analyticsRoutes } from "./analytics/analytics-routes.ts";
import { ACCOUNT_LIMITED_ACTIONS, authAccountRateRule, authRateRule } from "./auth/auth-rate-rule.ts";
import type { Auth } from "./auth/create-auth.ts";
import { passwordResetRequestRoute } from "./auth/password-reset-request-route.ts";
import { rateLimitedAuthAction } from "./auth/rate-limited-action.ts";
import { sessionRoutes } from "./auth/session-routes.ts";
import { brandingRoutes } from "./branding/branding-routes.ts";
import { privateHostsAllowed, type RuntimeConfig } from "./config.ts";
import type { SecretBox } from "./crypto/secret-box.ts";
import type { Db } from "./db/connect.ts";
import { documentRoutes } from "./documents/document-routes.ts";
import { employeeImportRoutes } from "./employees/employee-import-routes.ts";
import { welcomeRoutes } from "./employees/welcome/welcome-routes.ts";
import { integrationKeyBox } from "./external-integrations/integration-key-box.ts";
import { integrationRoutes } from "./external-integrations/integration-routes.ts";
import { fleksActionRoutes } from "./fleks/actions/fleks-actions-routes.ts";
import { fleksRoutes } from "./fleks/fleks-routes.ts";
import { fleksWebhookRoutes } from "./fleks/webhooks/fleks-webhook-routes.ts";
import { fleksWebhookAdminRoutes } from "./fleks/webhooks/webhook-admin-routes.ts";
import { webhookSecretBox } from "./fleks/webhooks/webhook-secret-box.ts";
import { checkHealth } from "./health/check-health.ts";
import { allowedOrigins } from "./http/allowed-origins.ts";
import { AppError } from "./http/app-error.ts";
import { socketAddress } from "./http/client-address.ts";
import { isLoopbackAddress } from "./http/is-loopback-address.ts";
import { handleError } from "./http/on-error.ts";
import { rateLimit } from "./http/rate-limit.ts";
import { requireSameOrigin } from "./http/require-same-origin.ts";
import { inboxRoutes } from "./inbox/inbox-routes.ts";
import { devMailboxPage } from "./integrations/email/dev-mailbox-page.ts";
import type { Embedder } from "./integrations/embeddings/create-embedder.ts";
import type { Llm } from "./integrations/llm/create-llm.ts";
import { modelStates } from "./integrations/model-states.ts";
import { createOutboundFetch } from "./integrations/outbound/outbound-fetch.ts";
import type { Storage } from "./integrations/storage/local-storage.ts";
import { invitationRoutes } from "./invitations/invitation-routes.ts";
import { faqAssistRoutes } from "./knowledge/faq-assist-routes.ts";
import { knowledgeRoutes } from "./knowledge/knowledge-routes.ts";
import { emailDomainRoutes } from "./organizations/email-domain-routes.ts";
import { employeeDataRoutes } from "./privacy/employee-data-routes.ts";
import { twilioRoutes } from "./whatsapp/account/twilio-routes.ts";
import { simulatorRoutes } from "./whatsapp/assistant/simulator-routes.ts";
import { webhookRoutes } from "./whatsapp/inbound/webhook-routes.ts";
import { zeroRoutes } from "./zero/zero-routes.ts";

const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(
  config: RuntimeConfig,
  deps: {
    auth: Auth;
    db: Db;
    documents: Storage;
    branding: Storage;
    llm: Llm | null;
    embedder: Embedder | null;
    box: SecretBox;
    /** The pool Zero's mutators run on (with the statement timeout; the launcher ends it). */
    zeroSql: Sql;
    clientDir?: string;
  },
) {
  const app = new Hono();
  // The one error envelope: every refusal and failure below leaves as { error: { code, title, description } }.
  app.onError(handleError);
  // Twilio's webhooks first: a machine endpoint that needs no browser headers and is the
  // path that takes load.
  const twilioWebhooks = webhookRoutes({
    ...deps,
    publicUrl: config.publicUrl,
    limits: { maxRequests: config.env.WEBHOOK_MAX_PENDING, maxBytes: config.env.WEBHOOK_MAX_PENDING_BYTES },
    spoolDir: path.join(config.env.DATA_DIR, "webhook-spool"),
    spoolBudget: { maxFiles: config.env.WEBHOOK_SPOOL_MAX_FILES, maxBytes: config.env.WEBHOOK_SPOOL_MAX_BYTES },
  });
  app.route("/api/webhooks", twilioWebhooks);
  // Fleks' webhooks: signed machine requests, with their own body limit and rate limit.
  const webhookBox = webhookSecretBox(config);
  app.route(
    "/api/webhooks/fleks",
    fleksWebhookRoutes({ db: deps.db, box: webhookBox, trustedProxyHeader: config.env.TRUSTED_PROXY_HEADER }),
  );
  app.use(secureHeaders({ crossOriginEmbedderPolicy: false }));
  // Every other request body is small (forms, JSON, Zero's mutation batches). Uploads set
  // their own limits on their routes, with their own Dutch texts.
  const defaultLimit = bodyLimit({ maxSize: MAX_BODY_BYTES });
  const ownLimit = (path: string) => path === "/api/documents" || path.startsWith("/api/branding/");
  app.use("/api/*", (c, next) => (ownLimit(c.req.path) ? next() : defaultLimit(c, next)));
  // Browsers may change things only from our own pages (PUBLIC_URL, ALLOWED_ORIGINS). This
  // covers better-auth's routes and /api/zero/* too: zero-cache forwards the Origin of the
  // browser's WebSocket, which the /zero proxy already checked (runtime/ws-proxy.ts).
  app.use("/api/*", requireSameOrigin(allowedOrigins(config.publicUrl, config.env.ALLOWED_ORIGINS)));
  // Guessing passwords, bulk sign-ups, reset-mail floods and invitation-id guessing are
  // limited per client address, counted in Postgres so every app server shares the count;
  // sign-in and the mails better-auth sends on request per e-mail address as well.
  const limits = { db: deps.db, rule: authRateRule(config.env), trustedProxyHeader: config.env.TRUSTED_PROXY_HEADER };
  const account = { rule: authAccountRateRule(config.env), actions: ACCOUNT_LIMITED_ACTIONS };
  app.use("/api/auth/*", rateLimit({ ...limits, account }, rateLimitedAuthAction));
  app.use(
    "/api/invitations/:id/accept",
    rateLimit(limits, (c) => (c.req.method === "POST" ? "invitation-accept" : undefined)),
  );
  app.use(
    "/api/invitations/:id/send-verification",
    rateLimit(limits, (c) => (c.req.method === "POST" ? "verification-email" : undefined)),
  );

  app.route("/api/auth", passwordResetRequestRoute(deps.auth));
  app.on(["GET", "POST"], "/api/auth/*", (c) => deps.auth.handler(c.req.raw));

  app.get("/api/health", async (c) => {
    const report = await checkHealth(deps.db, config.zeroCacheUrl, modelStates(deps));
    // The webhook's spool and its losses: not part of `status` (deliveries still come in), for alerting.
    return c.json({ ...report, twilioWebhook: twilioWebhooks.health() }, report.status === "ok" ? 200 : 503);
  });

  app.route("/api", sessionRoutes({ ...deps, config }));

  app.route("/api/invitations", invitationRoutes({ ...deps, accountRule: account.rule }));
  app.route("/api/documents", documentRoutes(deps));
  app.route("/api/branding", brandingRoutes(deps));
  app.route("/api/email-domain", emailDomainRoutes({ ...deps, dnsServers: config.env.DNS_SERVERS }));
  app.route("/api/knowledge", knowledgeRoutes(deps));
  app.route("/api/faq-assist", faqAssistRoutes(deps));
  app.route("/api/assistant-test", simulatorRoutes(deps));
  app.route("/api/employee-data", employeeDataRoutes(deps));
  app.route("/api/accounts", accountRoutes(deps));
  app.route("/api/analytics", analyticsRoutes(deps));
  app.route("/api/inbox", inboxRoutes(deps));
  app.route("/api/employees/import", employeeImportRoutes(deps));
  app.route("/api/employees", welcomeRoutes(deps));
  // One key for every integration's API key: the overview seals custom ones, Fleks its token.
  const integrationBox = integrationKeyBox(config);
  app.route("/api/integrations", integrationRoutes({ ...deps, box: integrationBox }));
  app.route("/api/fleks/actions", fleksActionRoutes(deps));
  app.route("/api/fleks/webhook", fleksWebhookAdminRoutes({ ...deps, box: webhookBox }));
  app.route(
    "/api/fleks",
    fleksRoutes({ ...deps, box: integrationBox, fetch: createOutboundFetch(privateHostsAllowed(config.env)) }),
  );
  app.route(
    "/api/twilio",
    twilioRoutes({ ...deps, publicUrl: config.publicUrl, twilioBaseUrl: config.env.TWILIO_API_BASE_URL }),
  );

  app.route("/api/zero", zeroRoutes(deps));

  // Only on a localhost PUBLIC_URL (devMailboxEnabled) and only to this machine: a local
  // server listening on every interface must not show reset links to its network.
  if (config.devMailbox)
    app.get("/dev/mailbox", (c) => {
      if (!isLoopbackAddress(socketAddress(c))) throw new AppError("not_found", 404, nl.http.notFound);
      return devMailboxPage(c, config.env.DATA_DIR);
    });

  app.all("/api/*", () => {
    throw new AppError("not_found", 404, nl.http.notFound);
  });

  const clientDir = deps.clientDir;
  if (clientDir && fs.existsSync(path.join(clientDir, "index.html"))) {
    const root = path.relative(process.cwd(), clientDir) || ".";
    const indexHtml = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
    });
    app.use("/*", serveStatic({ root }));
    // A hashed asset that is not there (an old tab after a deploy) is a 404, never the page:
    // HTML under a script's name breaks the tab, and the header above would cache it a year.
    app.get("/assets/*", () => {
      throw new AppError("not_found", 404, nl.http.notFound);
    });
    // SPA fallback: the client router renders known routes and the 404 page.
    app.get("*", (c) => c.html(indexHtml));
  }
  /** For the stop, after the server's last request: what the webhooks took is passed on. */
  return Object.assign(app, { settled: twilioWebhooks.settled });
}
