import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export type LocalSecrets = { appSecret: string; pgPassword: string; zeroAdminPassword: string };

// zero-cache reads its settings as command-line options: a value starting with '-' (one
// base64url secret in 64) is taken for a flag ("Expected string at adminPassword. Got
// true") and zero-cache dies at start-up. Hex never starts with '-'.
const zeroSafeSecret = () => randomBytes(18).toString("hex");

/** Secrets for the embedded default, generated once per DATA_DIR and kept there (0600). */
export function loadLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, "secrets.json");
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as LocalSecrets;
    if (!stored.zeroAdminPassword.startsWith("-")) return stored;
    // A DATA_DIR made before the fix: only zero-cache uses this password, so a new one is harmless.
    return save(file, { ...stored, zeroAdminPassword: zeroSafeSecret() });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  return save(file, {
    appSecret: randomBytes(32).toString("base64url"),
    pgPassword: randomBytes(18).toString("base64url"),
    zeroAdminPassword: zeroSafeSecret(),
  });
}

function save(file: string, secrets: LocalSecrets): LocalSecrets {
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
