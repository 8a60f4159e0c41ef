import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * better-auth's scrypt (N=16384, r=16) costs about 160 ms of a core per sign-up and sign-in.
 * Only the stacks the tests start (NODE_ENV=test, set by tests/support/start-app.ts) hash
 * with N=1024, a sixteenth of that: the test suite signs up and in some thousand times on two
 * cores. Still scrypt, salted and compared in constant time; every other NODE_ENV (production,
 * development, unset) keeps better-auth's own, which this returns undefined for.
 */
const TEST_COST = { N: 1024, r: 16, p: 1 };
const KEY_BYTES = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, TEST_COST, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export function testPasswordHashing(nodeEnv: string | undefined) {
  if (nodeEnv !== "test") return undefined;
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString("hex");
      return `${salt}:${(await derive(password, salt)).toString("hex")}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const [salt, key] = hash.split(":");
      if (!salt || !key) return false;
      const expected = Buffer.from(key, "hex");
      const actual = await derive(password, salt);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
