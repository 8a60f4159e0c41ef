import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_REPLY_CHARS } from "../../../common/inbox/reply-length.ts";
import { clearReplyDrafts, readReplyDraft, writeReplyDraft } from "./reply-drafts.ts";

// The browser's sessionStorage (Node has none): a Map behind the same methods.
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, String(v));
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

const seen = { message_id: "m1", handled_by: "human" as const };
const at = { userId: "u1", organizationId: "o1", conversationId: "c1" };

describe("reply drafts", () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.assign(globalThis, { sessionStorage: storage });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "sessionStorage");
  });

  it("keeps a draft for its user, organisation and conversation only", () => {
    writeReplyDraft(at, { text: "Hallo", seen });
    expect(readReplyDraft(at)).toEqual({ text: "Hallo", seen });
    expect(readReplyDraft({ ...at, userId: "u2" })).toBeNull();
    expect(readReplyDraft({ ...at, organizationId: "o2" })).toBeNull();
    expect(readReplyDraft({ ...at, conversationId: "c2" })).toBeNull();
  });

  it("removes the draft when it is sent or emptied", () => {
    writeReplyDraft(at, { text: "Hallo", seen });
    writeReplyDraft(at, null);
    expect(readReplyDraft(at)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it("keeps nothing without a known user", () => {
    writeReplyDraft({ ...at, userId: undefined }, { text: "Hallo", seen });
    expect(storage.length).toBe(0);
    expect(readReplyDraft({ ...at, userId: undefined })).toBeNull();
  });

  it("does not store a text far over the reply limit, and drops the older one", () => {
    writeReplyDraft(at, { text: "Hallo", seen });
    writeReplyDraft(at, { text: "x".repeat(MAX_REPLY_CHARS * 4 + 1), seen });
    expect(storage.length).toBe(0);
  });

  it("reads what is not a draft as none", () => {
    writeReplyDraft(at, { text: "Hallo", seen });
    const key = storage.key(0) ?? "";
    for (const junk of ["{", "null", '{"text":""}', '{"text":"a","seen":{"handled_by":"robot"}}']) {
      storage.setItem(key, junk);
      expect(readReplyDraft(at)).toBeNull();
    }
  });

  it("signing out clears every draft and leaves the tab's other values", () => {
    writeReplyDraft(at, { text: "Een", seen });
    writeReplyDraft({ ...at, conversationId: "c2" }, { text: "Twee", seen });
    storage.setItem("current-organization", "o1");
    clearReplyDrafts();
    expect(storage.length).toBe(1);
    expect(storage.getItem("current-organization")).toBe("o1");
  });
});
