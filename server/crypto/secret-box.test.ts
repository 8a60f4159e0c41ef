import { describe, expect, it } from "vitest";
import { secretBox } from "./secret-box.ts";

const secret = "x".repeat(40);

describe("secretBox", () => {
  it("round-trips, and never stores the plain text or the same ciphertext twice", () => {
    const box = secretBox(secret, "twilio");
    const a = box.seal("auth-token-123");
    const b = box.seal("auth-token-123");
    expect(a).not.toContain("auth-token-123");
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe("auth-token-123");
  });
  it("refuses a tampered ciphertext, another purpose's key and another APP_SECRET", () => {
    const sealed = secretBox(secret, "twilio").seal("token");
    const parts = sealed.split(".");
    parts[2] = Buffer.from("forged").toString("base64url");
    expect(() => secretBox(secret, "twilio").open(parts.join("."))).toThrow();
    expect(() => secretBox(secret, "fleks").open(sealed)).toThrow();
    expect(() => secretBox("y".repeat(40), "twilio").open(sealed)).toThrow();
  });
});
