import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localStorage, type Storage, TooLargeError } from "./local-storage.ts";

let root: string;
let storage: Storage;
const incoming = () => fs.readdirSync(path.join(root, "storage", "docs", ".incoming"));
const text = (key: string) => fs.readFileSync(path.join(root, "storage", "docs", key), "utf8");

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "storage-"));
  storage = localStorage(root, "docs");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("local storage", () => {
  it("stores a stream under its key and reads it back", async () => {
    expect(await storage.put("u/1_a.md", Readable.from([Buffer.from("hallo "), Buffer.from("wereld")]))).toBe(12);
    expect(text("u/1_a.md")).toBe("hallo wereld");
    expect(incoming()).toEqual([]);
  });

  it("never replaces a file: a second put to the same key fails and the first content stays", async () => {
    await storage.put("u/1_a.md", Readable.from([Buffer.from("eerste")]));
    await expect(storage.put("u/1_a.md", Readable.from([Buffer.from("tweede")]))).rejects.toMatchObject({
      code: "EEXIST",
    });
    expect(text("u/1_a.md")).toBe("eerste");
    expect(incoming()).toEqual([]);
  });

  it("stops a body over maxBytes with TooLargeError and leaves nothing behind", async () => {
    const body = Readable.from(Array.from({ length: 10 }, () => Buffer.alloc(1024, "x")));
    await expect(storage.put("u/2_b.txt", body, { maxBytes: 4096 })).rejects.toBeInstanceOf(TooLargeError);
    expect(fs.existsSync(path.join(root, "storage", "docs", "u/2_b.txt"))).toBe(false);
    expect(incoming()).toEqual([]);
    expect(await storage.put("u/3_c.txt", Readable.from([Buffer.alloc(4096, "y")]), { maxBytes: 4096 })).toBe(4096);
  });

  it("refuses keys outside the bucket or in its incoming folder", async () => {
    await expect(storage.put("../buiten.txt", Readable.from([]))).rejects.toThrow("invalid storage key");
    await expect(storage.put(".incoming/x", Readable.from([]))).rejects.toThrow("invalid storage key");
  });
});
