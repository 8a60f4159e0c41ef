import { describe, expect, it } from "vitest";
import { nl } from "../i18n/nl.ts";
import { allowedMemberChanges, ownerChangeProblem } from "./owners.ts";

describe("ownerChangeProblem", () => {
  it("leaves changes between admin and member to any admin", () => {
    expect(ownerChangeProblem({ callerRole: "admin", from: "member", to: "admin", owners: 1 })).toBeNull();
    expect(ownerChangeProblem({ callerRole: "admin", from: "admin", to: null, owners: 1 })).toBeNull();
  });

  it("lets only an owner give or take the owner role, or remove an owner", () => {
    expect(ownerChangeProblem({ callerRole: "admin", from: "admin", to: "owner", owners: 1 })).toBe(
      nl.members.onlyOwnerGrantsOwner,
    );
    expect(ownerChangeProblem({ callerRole: "admin", from: "owner", to: "member", owners: 2 })).toBe(
      nl.members.onlyOwnerGrantsOwner,
    );
    // Removing an owner (from the organisation, or their whole account) says so.
    expect(ownerChangeProblem({ callerRole: "admin", from: "owner", to: null, owners: 2 })).toBe(
      nl.members.onlyOwnerRemovesOwner,
    );
    expect(ownerChangeProblem({ callerRole: "super_admin", from: "member", to: "owner", owners: 1 })).toBe(
      nl.members.onlyOwnerGrantsOwner,
    );
    expect(ownerChangeProblem({ callerRole: "owner", from: "admin", to: "owner", owners: 1 })).toBeNull();
  });

  it("never leaves an organisation without an owner", () => {
    expect(ownerChangeProblem({ callerRole: "owner", from: "owner", to: "admin", owners: 1 })).toBe(
      nl.members.lastOwner,
    );
    expect(ownerChangeProblem({ callerRole: "owner", from: "owner", to: null, owners: 1 })).toBe(nl.members.lastOwner);
    expect(ownerChangeProblem({ callerRole: "owner", from: "owner", to: "member", owners: 2 })).toBeNull();
    expect(ownerChangeProblem({ callerRole: "owner", from: "owner", to: "owner", owners: 1 })).toBeNull();
  });

  it("offers on screen only what the server allows", () => {
    expect(allowedMemberChanges("admin", "member", 1)).toEqual({ roles: ["admin", "member"], removable: true });
    expect(allowedMemberChanges("admin", "owner", 2)).toEqual({ roles: ["owner"], removable: false });
    expect(allowedMemberChanges("owner", "owner", 1)).toEqual({ roles: ["owner"], removable: false });
    expect(allowedMemberChanges("owner", "owner", 2)).toEqual({ roles: ["owner", "admin", "member"], removable: true });
    expect(allowedMemberChanges("owner", "member", 1)).toEqual({
      roles: ["owner", "admin", "member"],
      removable: true,
    });
  });
});
