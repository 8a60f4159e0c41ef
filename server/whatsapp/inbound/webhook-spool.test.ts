import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { databaseAway } from "../../db/group-commit.ts";
import { DRAIN_CONCURRENCY, type SpooledDelivery, webhookSpool } from "./webhook-spool.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "spool-"));
  dirs.push(dir);
  return path.join(dir, "webhook-spool");
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const inbound = (sid: string, body = "hoi", organizationId = "org"): SpooledDelivery => ({
  kind: "inbound",
  inbound: { organizationId, messageSid: sid, from: "+31612345678", body },
});

describe("webhookSpool", () => {
  it("passes deliveries on in the order they came, and keeps what the database did not take", async () => {
    const spool = webhookSpool(tempDir());
    for (const sid of ["SM1", "SM2", "SM3"]) expect(await spool.put(inbound(sid))).toBe(true);
    const seen: string[] = [];
    // The database takes one, then is away again.
    const n = await spool.drain(async (d) => {
      if (d.kind !== "inbound") return;
      if (seen.length === 1) throw Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" });
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

  it("sets aside a delivery the database refuses for its own sake, and goes on with the rest", async () => {
    const dir = tempDir();
    const spool = webhookSpool(dir);
    for (const sid of ["SM1", "SM2", "SM3"]) await spool.put(inbound(sid));
    const seen: string[] = [];
    const n = await spool.drain(async (d) => {
      if (d.kind === "inbound" && d.inbound.messageSid === "SM1")
        throw Object.assign(new Error("invalid byte sequence"), { code: "22021" });
      seen.push(d.kind === "inbound" ? d.inbound.messageSid : "");
    });
    expect(seen).toEqual(["SM2", "SM3"]);
    expect(n).toBe(2);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".failed"))).toHaveLength(1);
    // The database away: the entry stays for the next round.
    await spool.put(inbound("SM4"));
    const away = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    expect(databaseAway(away)).toBe(true);
    expect(await spool.drain(async () => Promise.reject(away))).toBe(0);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".json"))).toHaveLength(1);
  });

  it("lets one organisation fill nine tenths of the spool, and keeps the last tenth for organisations within their tenth", async () => {
    const spool = webhookSpool(tempDir(), { maxFiles: 20 });
    const of = (org: string, sid: string): SpooledDelivery => ({
      kind: "inbound",
      inbound: { organizationId: org, messageSid: sid, from: "+31612345678", body: "hoi" },
    });
    // Before, the third delivery of one organisation was refused with the spool all but empty.
    for (let i = 1; i <= 18; i++) expect(await spool.put(of("aaaa-1", `SMa${i}`))).toBe(true);
    expect(await spool.put(of("aaaa-1", "SMa19"))).toBe(false);
    // Another organisation still has its tenth (2 of 20), then the spool is full.
    expect(await spool.put(of("bbbb-2", "SMb1"))).toBe(true);
    expect(await spool.put(of("bbbb-2", "SMb2"))).toBe(true);
    expect(await spool.put(of("cccc-3", "SMc1"))).toBe(false);
    expect(spool.usage()).toMatchObject({ files: 20, failed: 0 });
  });

  it("keeps to its budget when deliveries arrive at once, also while a drain lists the spool", async () => {
    const dir = tempDir();
    const spool = webhookSpool(dir, { maxFiles: 20 });
    // A burst during an outage: every put is under way before any has written its file.
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => spool.put(inbound(`SMa${i}`, "hoi", "aaaa-1"))),
    );
    expect(burst.filter(Boolean)).toHaveLength(18);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".json"))).toHaveLength(18);
    // A drain that finds the database away lists the spool while more puts are being written.
    const away = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    expect(databaseAway(away)).toBe(true);
    const [, ...more] = await Promise.all([
      spool.drain(async () => {
        throw away;
      }),
      ...Array.from({ length: 10 }, (_, i) => spool.put(inbound(`SMb${i}`, "hoi", "bbbb-2"))),
    ]);
    expect(more.filter(Boolean)).toHaveLength(2);
    expect(spool.usage()).toMatchObject({ files: 20 });
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".json"))).toHaveLength(20);
  });

  it("counts deliveries set aside in its budget, also after a restart, and says how many there are", async () => {
    const dir = tempDir();
    const spool = webhookSpool(dir, { maxFiles: 3 });
    for (const [sid, org] of [
      ["SM1", "org1"],
      ["SM2", "org2"],
      ["SM3", "org3"],
    ])
      expect(await spool.put(inbound(sid, "hoi", org))).toBe(true);
    const refused = Object.assign(new Error("invalid byte sequence"), { code: "22021" });
    expect(await spool.drain(async () => Promise.reject(refused))).toBe(0);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".failed"))).toHaveLength(3);
    expect(spool.waiting()).toBe(0);
    expect(spool.usage()).toMatchObject({ files: 3, failed: 3 });
    // Before, the set-aside entries were not counted: the spool took deliveries past its bound.
    expect(await spool.put(inbound("SM4", "hoi", "org4"))).toBe(false);
    const again = webhookSpool(dir, { maxFiles: 3 });
    expect(await again.put(inbound("SM4", "hoi", "org4"))).toBe(false);
    expect(again.usage()).toMatchObject({ files: 3, failed: 3 });
    // Someone looked at them and removed one: room for one more.
    fs.rmSync(path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith(".failed")) as string));
    expect(await again.drain(async () => {})).toBe(0);
    expect(await again.put(inbound("SM4", "hoi", "org4"))).toBe(true);
  });

  it("passes several conversations on at once, each sender's messages in the order they came", async () => {
    const spool = webhookSpool(tempDir());
    const senders = ["+31600000001", "+31600000002", "+31600000003", "+31600000004", "+31600000005"];
    for (let i = 0; i < 40; i++)
      await spool.put({
        kind: "inbound",
        inbound: { organizationId: "org", messageSid: `SM${i}`, from: senders[i % 5], body: "hoi" },
      });
    let now = 0;
    let most = 0;
    const seen = new Map<string, number[]>();
    const n = await spool.drain(async (d) => {
      if (d.kind !== "inbound") return;
      now++;
      most = Math.max(most, now);
      const i = Number(d.inbound.messageSid.slice(2));
      // Later messages are quicker: passed on out of order, they would land first.
      await new Promise((r) => setTimeout(r, 40 - i));
      seen.set(d.inbound.from, [...(seen.get(d.inbound.from) ?? []), i]);
      now--;
    });
    expect(n).toBe(40);
    // Before, one at a time.
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(DRAIN_CONCURRENCY);
    for (const [s, from] of senders.entries())
      expect(seen.get(from)).toEqual(Array.from({ length: 8 }, (_, k) => k * 5 + s));
  });

  it("once the database is away, starts nothing more: a sender's later messages wait with the first that did not go", async () => {
    const dir = tempDir();
    const spool = webhookSpool(dir);
    for (let i = 0; i < 12; i++)
      await spool.put({
        kind: "inbound",
        inbound: { organizationId: "org", messageSid: `SM${i}`, from: `+3160000000${i % 3}`, body: "hoi" },
      });
    const away = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const landed: number[] = [];
    await spool.drain(async (d) => {
      if (d.kind !== "inbound") return;
      const i = Number(d.inbound.messageSid.slice(2));
      if (i === 4) throw away;
      await new Promise((r) => setTimeout(r, 5));
      landed.push(i);
    });
    // Sender 1 (messages 1, 4, 7, 10) got no further than 1; nothing after 4 went for anyone.
    expect(landed.filter((i) => i % 3 === 1)).toEqual([1]);
    expect(landed.every((i) => i < 12)).toBe(true);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".json"))).toHaveLength(12 - landed.length);
    const rest: number[] = [];
    await spool.drain(async (d) => void rest.push(d.kind === "inbound" ? Number(d.inbound.messageSid.slice(2)) : -1));
    expect([...landed, ...rest].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(rest.filter((i) => i % 3 === 1)).toEqual([4, 7, 10]);
  });

  it("refuses past its bound, and an unreadable entry does not hold up the rest", async () => {
    const dir = tempDir();
    const spool = webhookSpool(dir, { maxFiles: 2 });
    expect(await spool.put(inbound("SM1", "hoi", "org1"))).toBe(true);
    expect(await spool.put(inbound("SM2", "hoi", "org2"))).toBe(true);
    expect(await spool.put(inbound("SM3", "hoi", "org3"))).toBe(false);
    fs.writeFileSync(path.join(dir, "000000000000000-000000-kapot.json"), "{niet af");
    const seen: string[] = [];
    expect(await spool.drain(async (d) => void seen.push(d.kind === "inbound" ? d.inbound.messageSid : ""))).toBe(2);
    expect(seen).toEqual(["SM1", "SM2"]);
  });

  it("keeps each delivery's arrival time, and says how many wait until they are passed on", async () => {
    const spool = webhookSpool(tempDir());
    const arrived = new Date("2026-11-30T08:15:00.123Z");
    const delivery = inbound("SM1");
    if (delivery.kind === "inbound") delivery.inbound.receivedAt = arrived;
    await spool.put(delivery);
    await spool.put(inbound("SM2"));
    expect(spool.waiting()).toBe(2);
    const times: unknown[] = [];
    await spool.drain(async (d) => void times.push(d.kind === "inbound" ? d.inbound.receivedAt : null));
    expect(times).toEqual([arrived, undefined]);
    expect(spool.waiting()).toBe(0);
  });

  it("keeps to its byte budget, counted again from the file names after a restart, and has room once drained", async () => {
    const dir = tempDir();
    // Nine tenths of the budget (an organisation past its tenth) hold two deliveries of this size, not three.
    const one = Buffer.byteLength(JSON.stringify(inbound("SM1")));
    const budget = { maxBytes: Math.floor(2.5 * one) };
    const spool = webhookSpool(dir, budget);
    const org = (n: number) => inbound(`SM${n}`, "hoi", "org");
    expect(await spool.put(org(1))).toBe(true);
    expect(await spool.put(org(2))).toBe(true);
    expect(await spool.put(org(3))).toBe(false);
    expect(spool.usage()).toMatchObject({ files: 2, maxBytes: budget.maxBytes });
    // Another process (or this one restarted) measures what is on disk by its names.
    const again = webhookSpool(dir, budget);
    expect(await again.put(org(3))).toBe(false);
    expect(again.usage().bytes).toBe(spool.usage().bytes);
    expect(await again.drain(async () => {})).toBe(2);
    expect(await again.put(org(3))).toBe(true);
    expect(again.usage().files).toBe(1);
  });
});
