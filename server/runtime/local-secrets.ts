import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export type LocalSecrets = { appSecret: string; pgPassword: string; zeroAdminPassword: string };

/** Secrets for the embedded default, generated once per DATA_DIR and kept there (0600). */
export function loadLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, "secrets.json");
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as LocalSecrets;
  const secrets: LocalSecrets = {
    appSecret: randomBytes(32).toString("base64url"),
    pgPassword: randomBytes(18).toString("base64url"),
    zeroAdminPassword: randomBytes(18).toString("base64url"),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
