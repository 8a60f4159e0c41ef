import { describe, expect, it } from "vitest";
import { secretBox } from "./secret-box.ts";

const secret = "x".repeat(40);
const next = "n".repeat(40);

describe("secretBox", () => {
  it("round-trips, and never stores the plain text or the same ciphertext twice", () => {
    const box = secretBox({ appSecret: secret }, "twilio");
    const a = box.seal("auth-token-123");
    const b = box.seal("auth-token-123");
    expect(a).not.toContain("auth-token-123");
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe("auth-token-123");
  });
  it("refuses a tampered ciphertext, another purpose's key and another APP_SECRET", () => {
    const sealed = secretBox({ appSecret: secret }, "twilio").seal("token");
    const parts = sealed.split(".");
    parts[2] = Buffer.from("forged").toString("base64url");
    expect(() => secretBox({ appSecret: secret }, "twilio").open(parts.join("."))).toThrow();
    expect(() => secretBox({ appSecret: secret }, "fleks").open(sealed)).toThrow();
    expect(() => secretBox({ appSecret: "y".repeat(40) }, "twilio").open(sealed)).toThrow();
  });
  it("after a rotation opens what the previous secret sealed, and re-seals it under the new one", () => {
    const old = secretBox({ appSecret: secret }, "twilio").seal("token");
    const rotated = secretBox({ appSecret: next, previousAppSecrets: [secret] }, "twilio");
    expect(rotated.open(old)).toBe("token");
    const resealed = rotated.reseal(old);
    expect(resealed).not.toBeNull();
    // Sealed under the new secret alone: the previous one can go.
    expect(secretBox({ appSecret: next }, "twilio").open(resealed as string)).toBe("token");
    expect(rotated.reseal(resealed as string)).toBeNull();
    expect(() => secretBox({ appSecret: next, previousAppSecrets: ["z".repeat(40)] }, "twilio").reseal(old)).toThrow();
  });
});
