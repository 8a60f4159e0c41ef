import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type SpooledDelivery, webhookSpool } from "./webhook-spool.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "spool-"));
  dirs.push(dir);
  return path.join(dir, "webhook-spool");
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const inbound = (sid: string, body = "hoi"): SpooledDelivery => ({
  kind: "inbound",
  inbound: { organizationId: "org", messageSid: sid, from: "+31612345678", body },
});

describe("webhookSpool", () => {
  it("passes deliveries on in the order they came, and keeps what the database did not take", async () => {
    const spool = webhookSpool(tempDir());
    for (const sid of ["SM1", "SM2", "SM3"]) expect(await spool.put(inbound(sid))).toBe(true);
    const seen: string[] = [];
    // The database takes one, then is away again.
    const n = await spool.drain(async (d) => {
      if (d.kind !== "inbound") return;
      if (seen.length === 1) throw new Error("connection refused");
      seen.push(d.inbound.messageSid);
    });
    expect(n).toBe(1);
    expect(seen).toEqual(["SM1"]);
    expect(await spool.drain(async (d) => void seen.push(d.kind === "inbound" ? d.inbound.messageSid : ""))).toBe(2);
    expect(seen).toEqual(["SM1", "SM2", "SM3"]);
    expect(await spool.drain(async () => {})).toBe(0);
  });

  it("never writes a BSN or IBAN to disk, only what would have landed", async () => {
    const dir = tempDir();
    const spool = webhookSpool(dir);
    await spool.put(inbound("SM1", "mijn bsn is 111222333 en iban NL91ABNA0417164300"));
    const [file] = fs.readdirSync(dir);
    const text = fs.readFileSync(path.join(dir, file as string), "utf8");
    expect(text).not.toContain("111222333");
    expect(text).not.toContain("0417164300");
    expect(fs.statSync(path.join(dir, file as string)).mode & 0o077).toBe(0);
  });

  it("refuses past its bound, and an unreadable entry does not hold up the rest", async () => {
    const dir = tempDir();
    const spool = webhookSpool(dir, 2);
    expect(await spool.put(inbound("SM1"))).toBe(true);
    expect(await spool.put(inbound("SM2"))).toBe(true);
    expect(await spool.put(inbound("SM3"))).toBe(false);
    fs.writeFileSync(path.join(dir, "000000000000000-000000-kapot.json"), "{niet af");
    const seen: string[] = [];
    expect(await spool.drain(async (d) => void seen.push(d.kind === "inbound" ? d.inbound.messageSid : ""))).toBe(2);
    expect(seen).toEqual(["SM1", "SM2"]);
  });
});
