import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadLocalSecrets } from "./local-secrets.ts";

describe("loadLocalSecrets", () => {
  it("never gives zero-cache an admin password it would read as a flag", () => {
    for (let i = 0; i < 300; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secrets-"));
      expect(loadLocalSecrets(dir).zeroAdminPassword).not.toMatch(/^-/);
      fs.rmSync(dir, { recursive: true });
    }
  });

  it("keeps stored secrets, replacing only an admin password that starts with '-'", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secrets-"));
    const file = path.join(dir, "secrets.json");
    fs.writeFileSync(file, JSON.stringify({ appSecret: "a", pgPassword: "-p", zeroAdminPassword: "-z" }));
    const secrets = loadLocalSecrets(dir);
    expect(secrets).toMatchObject({ appSecret: "a", pgPassword: "-p" });
    expect(secrets.zeroAdminPassword).toMatch(/^[0-9a-f]{36}$/);
    expect(loadLocalSecrets(dir)).toEqual(secrets);
    fs.rmSync(dir, { recursive: true });
  });
});
