import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import { loadCredentials, type TwilioCredentials, UnreadableCredentialsError } from "./load-credentials.ts";

const TTL_MS = 5_000;
// An organisation without a token is remembered briefly: long enough that a flood of
// requests to unknown ids costs one query a second each, short enough that a token saved
// a moment ago works at once.
const MISS_TTL_MS = 1_000;
// Random ids must not grow the map without end.
const MAX_ENTRIES = 10_000;

/**
 * The webhook checks every delivery's signature with the organisation's token: caching the
 * decrypted token for a few seconds saves a query per message under load. A changed or
 * removed token takes effect within TTL_MS. A database that cannot answer is not "no token":
 * that failure is passed on (the webhook asks Twilio to come back) and not remembered.
 */
export function credentialsCache(db: Db, box: SecretBox, ttlMs = TTL_MS) {
  const entries = new Map<string, { at: number; value: Promise<TwilioCredentials | null>; miss: boolean }>();
  return {
    get(organizationId: string): Promise<TwilioCredentials | null> {
      const hit = entries.get(organizationId);
      if (hit && Date.now() - hit.at < (hit.miss ? Math.min(ttlMs, MISS_TTL_MS) : ttlMs)) return hit.value;
      const value = loadCredentials(db, box, organizationId).catch((err: Error) => {
        if (!(err instanceof UnreadableCredentialsError)) {
          if (entries.get(organizationId) === entry) entries.delete(organizationId);
          throw err;
        }
        // A token that cannot be decrypted (another APP_SECRET?) is logged, and refused like no token.
        console.error(`[api] ${err.message}`);
        return null;
      });
      const entry = { at: Date.now(), value, miss: false };
      entries.delete(organizationId);
      entries.set(organizationId, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      void value.then(
        (v) => {
          entry.miss = !v;
        },
        () => {},
      );
      return value;
    },
  };
}
