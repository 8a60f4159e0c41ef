import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { nl } from "../common/i18n/nl.ts";
import type { Auth } from "./auth/create-auth.ts";
import { sessionRoutes } from "./auth/session-routes.ts";
import type { RuntimeConfig } from "./config.ts";
import type { SecretBox } from "./crypto/secret-box.ts";
import type { Db } from "./db/connect.ts";
import { documentRoutes } from "./documents/document-routes.ts";
import { checkHealth } from "./health/check-health.ts";
import { AppError } from "./http/app-error.ts";
import { handleError } from "./http/on-error.ts";
import { devMailboxPage } from "./integrations/email/dev-mailbox-page.ts";
import type { Embedder } from "./integrations/embeddings/create-embedder.ts";
import type { Llm } from "./integrations/llm/create-llm.ts";
import type { Storage } from "./integrations/storage/local-storage.ts";
import { invitationRoutes } from "./invitations/invitation-routes.ts";
import { faqAssistRoutes } from "./knowledge/faq-assist-routes.ts";
import { knowledgeRoutes } from "./knowledge/knowledge-routes.ts";
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
    llm: Llm | null;
    embedder: Embedder | null;
    box: SecretBox;
    clientDir?: string;
  },
) {
  const app = new Hono();
  // The one error envelope: every refusal and failure below leaves as { error: { code, title, description } }.
  app.onError(handleError);
  // Twilio's webhooks first: a machine endpoint that needs no browser headers and is the
  // path that takes load.
  app.route(
    "/api/webhooks",
    webhookRoutes({
      ...deps,
      publicUrl: config.publicUrl,
      limits: { maxRequests: config.env.WEBHOOK_MAX_PENDING, maxBytes: config.env.WEBHOOK_MAX_PENDING_BYTES },
    }),
  );
  app.use(secureHeaders({ crossOriginEmbedderPolicy: false }));
  // Every other request body is small (forms, JSON, Zero's mutation batches); document
  // uploads set their own, larger limit on their route.
  const defaultLimit = bodyLimit({ maxSize: MAX_BODY_BYTES });
  app.use("/api/*", (c, next) => (c.req.path === "/api/documents" ? next() : defaultLimit(c, next)));

  app.on(["GET", "POST"], "/api/auth/*", (c) => deps.auth.handler(c.req.raw));

  app.get("/api/health", async (c) => {
    const report = await checkHealth(deps.db, config.zeroCacheUrl);
    return c.json(report, report.status === "ok" ? 200 : 503);
  });

  app.route("/api", sessionRoutes({ ...deps, config }));

  app.route("/api/invitations", invitationRoutes(deps));
  app.route("/api/documents", documentRoutes(deps));
  app.route("/api/knowledge", knowledgeRoutes(deps));
  app.route("/api/faq-assist", faqAssistRoutes(deps));
  app.route("/api/assistant-test", simulatorRoutes(deps));
  app.route(
    "/api/twilio",
    twilioRoutes({ ...deps, publicUrl: config.publicUrl, twilioBaseUrl: config.env.TWILIO_API_BASE_URL }),
  );

  app.route("/api/zero", zeroRoutes({ ...deps, databaseUrl: config.databaseUrl }));

  if (config.devMailbox) app.get("/dev/mailbox", (c) => devMailboxPage(c, config.env.DATA_DIR));

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
    // SPA fallback: the client router renders known routes and the 404 page.
    app.get("*", (c) => c.html(indexHtml));
  }
  return app;
}
