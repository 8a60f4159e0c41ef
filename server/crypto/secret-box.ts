import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";

/**
 * Encrypts secrets for storage (AES-256-GCM, random 96-bit nonce) under a key derived from
 * APP_SECRET per purpose, so a leaked database alone reveals no token, and a key for one
 * purpose opens nothing else. Format: v1.<nonce>.<ciphertext>.<tag>, base64url.
 */
export function secretBox(appSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync("sha256", appSecret, "hr-assistant", purpose, 32));
  return {
    seal(plain: string): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, nonce, data, cipher.getAuthTag()]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    open(sealed: string): string {
      const [version, nonce, data, tag] = sealed.split(".");
      if (version !== VERSION || !nonce || !tag) throw new Error("not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
