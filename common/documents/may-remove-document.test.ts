import { describe, expect, it } from "vitest";
import { mayRemoveDocument } from "./may-remove-document.ts";

describe("mayRemoveDocument", () => {
  const mine = { user_id: "u1" };
  const theirs = { user_id: "u2" };
  const orphan = { user_id: null };

  it("lets admins, owners and platform admins remove any document of the organisation", () => {
    for (const role of ["owner", "admin", "milo_admin", "super_admin"] as const) {
      expect(mayRemoveDocument(role, "u1", theirs)).toBe(true);
      expect(mayRemoveDocument(role, "u1", orphan)).toBe(true);
    }
  });

  it("lets a member remove their own upload, not a colleague's nor one whose uploader is gone", () => {
    expect(mayRemoveDocument("member", "u1", mine)).toBe(true);
    expect(mayRemoveDocument("member", "u1", theirs)).toBe(false);
    expect(mayRemoveDocument("member", "u1", orphan)).toBe(false);
  });

  it("lets nobody without a role or a user remove anything", () => {
    expect(mayRemoveDocument(null, "u1", mine)).toBe(false);
    expect(mayRemoveDocument("member", null, orphan)).toBe(false);
  });
});
