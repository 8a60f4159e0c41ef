import { Resolver } from "node:dns/promises";
import { Hono } from "hono";
import { nl } from "../../common/i18n/nl.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/app-error.ts";
import { callerGuards } from "../http/require-role.ts";
import { verifyEmailDomain } from "./verify-email-domain.ts";

const t = nl.settings;

/**
 * 'Domein verifiëren' for admins: the organisation's own e-mail domain is used as sender
 * only after its TXT record was found. `dnsServers` points the lookup at other resolvers
 * (DNS_SERVERS; the tests' fake DNS server); unset, the system's.
 */
export function emailDomainRoutes(deps: { auth: Auth; db: Db; dnsServers?: string[] }) {
  const { requireRole } = callerGuards(deps);
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  if (deps.dnsServers?.length) resolver.setServers(deps.dnsServers);
  return new Hono().post(
    "/verify",
    requireRole("admin", { forbidden: { title: t.domainVerifyFailed, description: t.domainAdminsOnly } }),
    async (c) => {
      const verdict = await verifyEmailDomain(deps.db, (name) => resolver.resolveTxt(name), c.var.organizationId);
      if (verdict === "no_domain") throw new AppError("invalid_input", 400, t.domainVerifyFailed, t.domainMissing);
      return c.json({ verified: verdict === "verified" });
    },
  );
}

export type EmailDomainRoutes = ReturnType<typeof emailDomainRoutes>;
