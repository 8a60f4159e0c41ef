import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import { loadCredentials, type TwilioCredentials } from "./load-credentials.ts";

const TTL_MS = 5_000;

/**
 * The webhook checks every delivery's signature with the organisation's token: caching the
 * decrypted token for a few seconds saves a query per message under load. A changed or
 * removed token takes effect within TTL_MS.
 */
export function credentialsCache(db: Db, box: SecretBox, ttlMs = TTL_MS) {
  const entries = new Map<string, { at: number; value: Promise<TwilioCredentials | null> }>();
  return {
    get(organizationId: string): Promise<TwilioCredentials | null> {
      const hit = entries.get(organizationId);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = loadCredentials(db, box, organizationId).catch(() => null);
      // Only a configured organisation is remembered: a token saved a moment ago works at once.
      entries.set(organizationId, { at: Date.now(), value });
      void value.then((v) => {
        if (!v && entries.get(organizationId)?.value === value) entries.delete(organizationId);
      });
      return value;
    },
  };
}
