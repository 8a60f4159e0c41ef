import fs from "node:fs/promises";
import path from "node:path";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import { databaseAway } from "../../db/group-commit.ts";
import { loadCredentials, type TwilioCredentials, UnreadableCredentialsError } from "./load-credentials.ts";

const TTL_MS = 5_000;
// An organisation without a token is remembered briefly: long enough that a flood of
// requests to unknown ids costs one query a second each, short enough that a token saved
// a moment ago works at once.
const MISS_TTL_MS = 1_000;
// Random ids must not grow the map without end.
const MAX_ENTRIES = 10_000;
// While the database cannot answer, the last token it gave still verifies signatures: a
// token is changed rarely, and refusing the delivery instead loses the message (Twilio does
// not retry a 5xx). Bounded, so a token removed just before a long outage stops working.
const LAST_KNOWN_MAX_AGE_MS = 60 * 60_000;
// The copy on disk is rewritten only when the token changed or the copy is this old, so a
// busy webhook does not write a file per cache refresh.
const REWRITE_AFTER_MS = 5 * 60_000;

// A lookup the database has not answered in this long counts as the database away (the
// last token read is used): postgres.js can leave a query waiting for good for a connection
// Postgres ended (porsager/postgres#1195), and every delivery of the organisation within the
// cache's lifetime waits on the same lookup, past Twilio's 15 s (then it is sent once more).
const LOOKUP_TIMEOUT_MS = 3_000;
const withinLookupTimeout = <T>(lookup: Promise<T>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`Twilio token not read within ${ms} ms`), { code: "ETIMEDOUT" })),
      ms,
    );
  });
  return Promise.race([lookup, late]).finally(() => clearTimeout(timer));
};

type Known = { credentials: TwilioCredentials; at: number; writtenAt: number };
type KeptFile = { accountSid: string; sealedToken: string; sender: string; at: number };

/**
 * The webhook checks every delivery's signature with the organisation's token: caching the
 * decrypted token for a few seconds saves a query per message under load. A changed or
 * removed token takes effect within TTL_MS. A database that cannot answer is not "no token":
 * then the last token read (within LAST_KNOWN_MAX_AGE_MS) is used, from memory, or, for an
 * app started during the outage, from `keepDir`, where each token is kept sealed under
 * APP_SECRET exactly as the database keeps it. Keeping the token rather than spooling
 * deliveries unverified means nothing unsigned ever enters the spool, which anyone could
 * otherwise fill during an outage. Only without any known token is the failure passed on.
 */
export function credentialsCache(
  db: Db,
  box: SecretBox,
  ttlMs = TTL_MS,
  keepDir?: string,
  lookupTimeoutMs = LOOKUP_TIMEOUT_MS,
) {
  const entries = new Map<string, { at: number; value: Promise<TwilioCredentials | null>; miss: boolean }>();
  const known = new Map<string, Known>();
  const fileOf = (organizationId: string) =>
    keepDir && path.join(keepDir, `${organizationId.replace(/[^0-9a-z-]/gi, "")}.json`);

  const keep = async (organizationId: string, credentials: TwilioCredentials | null) => {
    const before = known.get(organizationId);
    const file = fileOf(organizationId);
    if (!credentials) {
      known.delete(organizationId);
      if (file && before) await fs.rm(file, { force: true });
      return;
    }
    const now = Date.now();
    const same =
      before &&
      before.credentials.authToken === credentials.authToken &&
      before.credentials.accountSid === credentials.accountSid &&
      before.credentials.sender === credentials.sender;
    const writtenAt = same && now - before.writtenAt < REWRITE_AFTER_MS ? before.writtenAt : now;
    known.delete(organizationId);
    known.set(organizationId, { credentials, at: now, writtenAt });
    if (known.size > MAX_ENTRIES) known.delete(known.keys().next().value as string);
    if (!file || writtenAt !== now) return;
    const kept: KeptFile = {
      accountSid: credentials.accountSid,
      sealedToken: box.seal(credentials.authToken),
      sender: credentials.sender,
      at: now,
    };
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temp, JSON.stringify(kept), { mode: 0o600 });
    await fs.rename(temp, file);
  };

  const lastKnown = async (organizationId: string): Promise<TwilioCredentials | null> => {
    const inMemory = known.get(organizationId);
    if (inMemory) return Date.now() - inMemory.at < LAST_KNOWN_MAX_AGE_MS ? inMemory.credentials : null;
    const file = fileOf(organizationId);
    if (!file) return null;
    try {
      const kept = JSON.parse(await fs.readFile(file, "utf8")) as KeptFile;
      if (!(Date.now() - kept.at < LAST_KNOWN_MAX_AGE_MS)) return null;
      const credentials = { accountSid: kept.accountSid, authToken: box.open(kept.sealedToken), sender: kept.sender };
      known.set(organizationId, { credentials, at: kept.at, writtenAt: kept.at });
      return credentials;
    } catch {
      return null; // none kept, or sealed under another APP_SECRET: nothing to verify with
    }
  };

  return {
    get(organizationId: string): Promise<TwilioCredentials | null> {
      const hit = entries.get(organizationId);
      if (hit && Date.now() - hit.at < (hit.miss ? Math.min(ttlMs, MISS_TTL_MS) : ttlMs)) return hit.value;
      const value = withinLookupTimeout(loadCredentials(db, box, organizationId), lookupTimeoutMs).then(
        (credentials) => {
          keep(organizationId, credentials).catch((err) =>
            console.error(`[api] could not keep the Twilio token on disk: ${err instanceof Error ? err.message : err}`),
          );
          return credentials;
        },
        async (err: Error) => {
          if (err instanceof UnreadableCredentialsError) {
            // A token that cannot be decrypted (another APP_SECRET?) is logged, and refused like no token.
            console.error(`[api] ${err.message}`);
            return null;
          }
          const last = databaseAway(err) ? await lastKnown(organizationId) : null;
          if (last) return last;
          if (entries.get(organizationId) === entry) entries.delete(organizationId);
          throw err;
        },
      );
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
