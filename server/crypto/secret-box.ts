import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";

/** The secret new values are sealed under, and earlier ones still accepted while they are re-sealed. */
export type SecretKeys = { appSecret: string; previousAppSecrets?: readonly string[] };

/**
 * Encrypts secrets for storage (AES-256-GCM, random 96-bit nonce) under a key derived from
 * APP_SECRET per purpose, so a leaked database alone reveals no token, and a key for one
 * purpose opens nothing else. Format: v1.<nonce>.<ciphertext>.<tag>, base64url.
 * After a rotation, values sealed under an APP_SECRET_PREVIOUS still open, until the
 * migration step re-seals them under the current secret (resealSecrets).
 */
export function secretBox(keys: SecretKeys, purpose: string) {
  const derive = (secret: string) => Buffer.from(hkdfSync("sha256", secret, "hr-assistant", purpose, 32));
  const current = derive(keys.appSecret);
  const previous = (keys.previousAppSecrets ?? []).map(derive);
  const openWith = (key: Buffer, sealed: string): string | null => {
    const [version, nonce, data, tag] = sealed.split(".");
    if (version !== VERSION || !nonce || !tag) throw new Error("not a sealed secret");
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      return null; // another key, or tampered with
    }
  };
  const seal = (plain: string): string => {
    const nonce = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", current, nonce);
    const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [VERSION, nonce, data, cipher.getAuthTag()]
      .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
      .join(".");
  };
  return {
    seal,
    open(sealed: string): string {
      for (const key of [current, ...previous]) {
        const plain = openWith(key, sealed);
        if (plain !== null) return plain;
      }
      throw new Error("sealed under another APP_SECRET, or tampered with");
    },
    /** The value sealed under the current secret, or null when it already is; throws when no key opens it. */
    reseal(sealed: string): string | null {
      if (openWith(current, sealed) !== null) return null;
      for (const key of previous) {
        const plain = openWith(key, sealed);
        if (plain !== null) return seal(plain);
      }
      throw new Error("sealed under another APP_SECRET, or tampered with");
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
