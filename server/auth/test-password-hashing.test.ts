import { hashPassword, verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { testPasswordHashing } from "./test-password-hashing.ts";

describe("testPasswordHashing", () => {
  it("leaves production, development and an unset NODE_ENV to better-auth's full-cost scrypt", () => {
    for (const env of ["production", "development", undefined, "TEST", "test "])
      expect(testPasswordHashing(env)).toBeUndefined();
  });

  it("under NODE_ENV=test hashes with a salt, verifies the password and refuses any other", async () => {
    const hashing = testPasswordHashing("test");
    if (!hashing) throw new Error("no test hashing");
    const one = await hashing.hash("geheim123");
    const two = await hashing.hash("geheim123");
    expect(one).not.toBe(two); // salted
    expect(one).not.toContain("geheim123");
    expect(await hashing.verify({ hash: one, password: "geheim123" })).toBe(true);
    expect(await hashing.verify({ hash: one, password: "geheim124" })).toBe(false);
    expect(await hashing.verify({ hash: "kapot", password: "geheim123" })).toBe(false);
  });

  it("costs a fraction of better-auth's own hash", async () => {
    const hashing = testPasswordHashing("test");
    if (!hashing) throw new Error("no test hashing");
    const cpu = async (work: () => Promise<unknown>) => {
      const before = process.cpuUsage();
      for (let i = 0; i < 4; i++) await work();
      const used = process.cpuUsage(before);
      return used.user + used.system;
    };
    const full = await cpu(() => hashPassword("geheim123"));
    const cheap = await cpu(() => hashing.hash("geheim123"));
    expect(cheap * 4).toBeLessThan(full);
    // better-auth's verify reads only its own hashes: the two never meet in one database.
    expect(await verifyPassword({ hash: await hashPassword("geheim123"), password: "geheim123" })).toBe(true);
  });
});
