import { DEFAULT_SCHEDULE } from "../../common/integrations/cron.ts";
import { DEFAULT_MAPPINGS } from "../../common/integrations/default-mappings.ts";
import { storedTokenFits } from "../../common/integrations/fleks-connection-rules.ts";
import {
  FLEKS_PROVIDER,
  SYNC_OBJECTS,
  type SyncFilters,
  type SyncObject,
} from "../../common/integrations/sync-kinds.ts";
import { recordActivity } from "../activity/record-activity.ts";
import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/connect.ts";
import { findFleksIntegration } from "./sync/load-fleks-connection.ts";

export type ConnectionFields = {
  baseUrl: string;
  tenantId?: string;
  token?: string;
  environment: "production" | "sandbox";
  /** Advanced ('Geavanceerd'); absent keeps the stored value, an empty path prefix removes it. */
  authHeader?: string;
  envelope?: "auto" | "v1" | "v2";
  pathPrefix?: string;
};

/**
 * The spec's defaults: every object on, pull (shifts bi-directional), every 15 minutes.
 * No 'modified since' anywhere: on a reference object it would keep anyone unchanged for a
 * month out for good, and shifts are bounded by their start instead (sync-window.ts), since
 * a roster planned long ago still matters next week. The 'active' status filter stays on
 * clients only: on employees it kept everyone set inactive in Fleks from ever being read
 * again (they stayed active here); every employee is read with its status instead. On
 * shifts (open, filled, …) it would drop everything.
 */
export function defaultSyncObject(object: SyncObject) {
  const filters: SyncFilters = object === "clients" ? { statuses: ["active"] } : {};
  return {
    object,
    enabled: true,
    direction: object === "shifts" ? ("bidi" as const) : ("pull" as const),
    schedule: DEFAULT_SCHEDULE,
    mappings: DEFAULT_MAPPINGS[object],
    filters,
  };
}

/**
 * Creates or updates the organisation's one Fleks integration (token sealed; kept when not
 * given), its five sync objects on first save (due at once, so the first sync starts within
 * a minute), and an activity entry, in one transaction. Returns the row without the key,
 * or why it saved nothing: no token given and none stored, or none given while the address
 * moves to another host (the stored one is not sent there).
 */
export async function saveFleksConnection(
  db: Db,
  box: SecretBox,
  input: ConnectionFields & { organizationId: string; actorUserId: string },
) {
  return db.transaction().execute(async (trx) => {
    const existing = await findFleksIntegration(trx, input.organizationId);
    if (!existing && !input.token) return "no_token" as const;
    if (existing && !input.token && !storedTokenFits(existing.api_endpoint, input.baseUrl))
      return "token_for_new_address" as const;
    const additional = {
      ...(existing?.additional_config ?? {}),
      tenant_id: input.tenantId ?? null,
      environment: input.environment,
      ...(input.authHeader !== undefined ? { auth_header: input.authHeader } : {}),
      ...(input.envelope !== undefined ? { envelope: input.envelope } : {}),
      ...(input.pathPrefix !== undefined ? { path_prefix: input.pathPrefix || null } : {}),
    };
    const now = new Date();
    const values = {
      api_endpoint: input.baseUrl,
      additional_config: additional,
      is_active: true,
      updated_at: now,
      ...(input.token ? { api_key_encrypted: box.seal(input.token) } : {}),
    };
    const id = existing?.id ?? crypto.randomUUID();
    if (existing) await trx.updateTable("external_integrations").set(values).where("id", "=", id).execute();
    else
      await trx
        .insertInto("external_integrations")
        .values({
          id,
          organization_id: input.organizationId,
          name: FLEKS_PROVIDER,
          integration_type: "staffing",
          provider: FLEKS_PROVIDER,
          api_key_encrypted: box.seal(input.token as string),
          ...values,
        })
        .execute();
    await trx
      .insertInto("integration_sync_objects")
      .values(
        SYNC_OBJECTS.map((object) => ({
          id: crypto.randomUUID(),
          organization_id: input.organizationId,
          integration_id: id,
          next_run_at: now,
          ...defaultSyncObject(object),
        })),
      )
      .onConflict((oc) => oc.columns(["integration_id", "object"]).doNothing())
      .execute();
    // The address and environment are not secret; the token never enters the log.
    await recordActivity(trx, {
      organizationId: input.organizationId,
      actorUserId: input.actorUserId,
      kind: "integration_credentials_changed",
      target: id,
      details: {
        provider: FLEKS_PROVIDER,
        api_endpoint: input.baseUrl,
        environment: input.environment,
        token_changed: Boolean(input.token),
      },
    });
    return trx
      .selectFrom("external_integrations")
      .select([
        "id",
        "organization_id",
        "name",
        "integration_type",
        "provider",
        "api_endpoint",
        "additional_config",
        "is_active",
        "created_at",
        "updated_at",
      ])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  });
}
