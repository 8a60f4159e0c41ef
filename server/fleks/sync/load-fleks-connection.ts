import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import type { FleksConnection } from "../../integrations/fleks/fleks-client.ts";
import { FleksError } from "../../integrations/fleks/fleks-error.ts";
import type { Envelope } from "../../integrations/fleks/parse-page.ts";

const ENVELOPES = new Set(["auto", "v1", "v2"]);

/** A stored key sealed under another secret (APP_SECRET changed) cannot be opened: the admin saves it again. */
function openKey(box: SecretBox, sealed: string): string {
  try {
    return box.open(sealed);
  } catch {
    throw new FleksError("unauthorized", "Het opgeslagen token kan niet worden gelezen; sla het opnieuw op.");
  }
}

/** The connection an integration row describes (key opened); additional_config holds tenant, auth header, envelope and path. */
export function connectionOf(
  row: { api_endpoint: string; api_key_encrypted: string; additional_config: Record<string, unknown> },
  box: SecretBox,
): FleksConnection {
  return { ...configOf(row), baseUrl: row.api_endpoint, apiKey: openKey(box, row.api_key_encrypted) };
}

/** The connection's settings besides address and key, from additional_config. */
export function configOf(row: { additional_config: Record<string, unknown> }) {
  const config = row.additional_config;
  const str = (key: string) => (typeof config[key] === "string" && config[key] ? (config[key] as string) : undefined);
  const envelope = str("envelope");
  return {
    tenantId: str("tenant_id") ?? null,
    authHeader: str("auth_header"),
    envelope: envelope && ENVELOPES.has(envelope) ? (envelope as Envelope) : ("auto" as const),
    pathPrefix: str("path_prefix"),
  };
}

/** The organisation's Fleks integration row, or undefined. */
export function findFleksIntegration(db: Db, organizationId: string) {
  return db
    .selectFrom("external_integrations")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .where("provider", "=", "Fleks")
    .where("integration_type", "=", "staffing")
    .executeTakeFirst();
}
