import { hc } from "hono/client";
// Types only (`import type`, erased at build): the route types come from the server, no
// server code reaches the bundle.
import type { AccountRoutes } from "../../server/accounts/account-routes.ts";
import type { AnalyticsRoutes } from "../../server/analytics/analytics-routes.ts";
import type { SessionRoutes } from "../../server/auth/session-routes.ts";
import type { DocumentRoutes } from "../../server/documents/document-routes.ts";
import type { EmployeeImportRoutes } from "../../server/employees/employee-import-routes.ts";
import type { WelcomeRoutes } from "../../server/employees/welcome/welcome-routes.ts";
import type { IntegrationRoutes } from "../../server/external-integrations/integration-routes.ts";
import type { FleksActionRoutes } from "../../server/fleks/actions/fleks-actions-routes.ts";
import type { FleksRoutes } from "../../server/fleks/fleks-routes.ts";
import type { FleksWebhookAdminRoutes } from "../../server/fleks/webhooks/webhook-admin-routes.ts";
import type { ErrorCode, ErrorEnvelope } from "../../server/http/app-error.ts";
import type { InboxRoutes } from "../../server/inbox/inbox-routes.ts";
import type { InvitationRoutes } from "../../server/invitations/invitation-routes.ts";
import type { FaqAssistRoutes } from "../../server/knowledge/faq-assist-routes.ts";
import type { KnowledgeRoutes } from "../../server/knowledge/knowledge-routes.ts";
import type { EmailDomainRoutes } from "../../server/organizations/email-domain-routes.ts";
import type { EmployeeDataRoutes } from "../../server/privacy/employee-data-routes.ts";
import type { TwilioRoutes } from "../../server/whatsapp/account/twilio-routes.ts";
import type { SimulatorRoutes } from "../../server/whatsapp/assistant/simulator-routes.ts";

// hc builds absolute URLs ($url() needs one); the API is always on the page's own origin.
const base = `${typeof location === "undefined" ? "http://localhost" : location.origin}/api`;
const forOrganization = (organizationId: string) => ({ headers: { "x-organization-id": organizationId } });

/** The typed clients of the /api routes, one per router. */
export const api = {
  session: () => hc<SessionRoutes>(base),
  documents: (organizationId?: string) =>
    hc<DocumentRoutes>(`${base}/documents`, organizationId ? forOrganization(organizationId) : {}),
  knowledge: (organizationId: string) => hc<KnowledgeRoutes>(`${base}/knowledge`, forOrganization(organizationId)),
  faqAssist: (organizationId: string) => hc<FaqAssistRoutes>(`${base}/faq-assist`, forOrganization(organizationId)),
  simulator: (organizationId: string) => hc<SimulatorRoutes>(`${base}/assistant-test`, forOrganization(organizationId)),
  twilio: (organizationId: string) => hc<TwilioRoutes>(`${base}/twilio`, forOrganization(organizationId)),
  fleks: (organizationId: string) => hc<FleksRoutes>(`${base}/fleks`, forOrganization(organizationId)),
  fleksActions: (organizationId: string) =>
    hc<FleksActionRoutes>(`${base}/fleks/actions`, forOrganization(organizationId)),
  fleksWebhook: (organizationId: string) =>
    hc<FleksWebhookAdminRoutes>(`${base}/fleks/webhook`, forOrganization(organizationId)),
  invitations: () => hc<InvitationRoutes>(`${base}/invitations`),
  accounts: (organizationId: string) => hc<AccountRoutes>(`${base}/accounts`, forOrganization(organizationId)),
  analytics: (organizationId: string) => hc<AnalyticsRoutes>(`${base}/analytics`, forOrganization(organizationId)),
  inbox: (organizationId: string) => hc<InboxRoutes>(`${base}/inbox`, forOrganization(organizationId)),
  employeeData: (organizationId: string) =>
    hc<EmployeeDataRoutes>(`${base}/employee-data`, forOrganization(organizationId)),
  integrations: (organizationId: string) =>
    hc<IntegrationRoutes>(`${base}/integrations`, forOrganization(organizationId)),
  employeeImport: (organizationId: string) =>
    hc<EmployeeImportRoutes>(`${base}/employees/import`, forOrganization(organizationId)),
  employeeWelcome: (organizationId: string) => hc<WelcomeRoutes>(`${base}/employees`, forOrganization(organizationId)),
  emailDomain: (organizationId: string) =>
    hc<EmailDomainRoutes>(`${base}/email-domain`, forOrganization(organizationId)),
};

/** A failed /api call, with the server's Dutch title and description from the error envelope. */
export class ApiError extends Error {
  code: ErrorCode | null;
  title: string;
  description?: string;
  status: number;
  /** No envelope came back (network failure, proxy page): the caller's fallback text is shown. */
  generic: boolean;
  constructor(opts: { code: ErrorCode | null; title: string; description?: string; status: number; generic: boolean }) {
    super(opts.description ?? opts.title);
    this.code = opts.code;
    this.title = opts.title;
    this.description = opts.description;
    this.status = opts.status;
    this.generic = opts.generic;
  }
}

/** The error envelope of a failed response's body text; a generic error when it is not one. */
export function errorOf(status: number, bodyText: string, fallback: string): ApiError {
  let error: Partial<ErrorEnvelope["error"]> | undefined;
  try {
    error = (JSON.parse(bodyText) as Partial<ErrorEnvelope>).error;
  } catch {
    error = undefined;
  }
  if (error && typeof error === "object" && typeof error.title === "string") {
    return new ApiError({
      code: error.code ?? null,
      title: error.title,
      description: error.description,
      status,
      generic: false,
    });
  }
  return new ApiError({ code: null, title: fallback, status, generic: true });
}

/** What a typed client's call returns: a response (or a union, one per reply) whose body is JSON. */
type Reply = { ok: boolean; status: number; text(): Promise<string>; json(): Promise<unknown> };
export type ApiRequest<R extends Reply = Reply> = Promise<R>;
/** The success body of a typed call. */
export type BodyOf<R extends Reply> = Awaited<ReturnType<R["json"]>>;

/**
 * Awaits a typed call: the success body, or an ApiError carrying the envelope's texts
 * (`fallback` when none came back).
 */
export async function call<R extends Reply>(request: ApiRequest<R>, fallback: string): Promise<BodyOf<R>> {
  let res: Reply;
  try {
    res = await request;
  } catch {
    throw new ApiError({ code: null, title: fallback, status: 0, generic: true });
  }
  if (res.ok) return (await res.json()) as BodyOf<R>;
  throw errorOf(res.status, await res.text().catch(() => ""), fallback);
}
