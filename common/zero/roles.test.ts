import { describe, expect, it } from "vitest";
import { can, effectiveRole, isAdmin, isOwner, memberRolesWith, strongestPlatformRole } from "./roles.ts";

describe("role rules", () => {
  it("treats owner, admin and both platform roles as admin, member not", () => {
    expect(["owner", "admin", "milo_admin", "super_admin"].map((r) => isAdmin(r as never))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isAdmin("member")).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
  it("only owner is owner", () => {
    expect(isOwner("owner")).toBe(true);
    expect(isOwner("super_admin")).toBe(false);
  });
  it("a platform role overrides membership as a synthetic membership", () => {
    expect(effectiveRole("member", "super_admin")).toBe("super_admin");
    expect(effectiveRole("admin", null)).toBe("admin");
    expect(effectiveRole(null, null)).toBeNull();
  });
  it("super_admin outranks milo_admin", () => {
    expect(strongestPlatformRole(["milo_admin", "super_admin"])).toBe("super_admin");
    expect(strongestPlatformRole(["milo_admin"])).toBe("milo_admin");
    expect(strongestPlatformRole([])).toBeNull();
  });
});

describe("the role→permission map", () => {
  it("every role is a member; only member lacks admin", () => {
    expect(can("member", "member")).toBe(true);
    expect(can("member", "admin")).toBe(false);
    expect(can(null, "member")).toBe(false);
  });
  it("gives the membership roles that administer", () => {
    expect(memberRolesWith("admin")).toEqual(["owner", "admin"]);
    expect(memberRolesWith("member")).toEqual(["owner", "admin", "member"]);
  });
});
