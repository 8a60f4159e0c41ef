import { describe, expect, it } from "vitest";
import { pickOrganization, showOrganizationSwitcher } from "./pick-organization.ts";

describe("organisation selection", () => {
  it("platform admins get the remembered organisation, else the first", () => {
    const base = { visibleIds: ["a", "b", "c"], membershipIds: [], isPlatformAdmin: true };
    expect(pickOrganization({ ...base, rememberedId: "c" })).toBe("c");
    expect(pickOrganization({ ...base, rememberedId: null })).toBe("a");
    expect(pickOrganization({ ...base, rememberedId: "gone" })).toBe("a");
  });
  it("members get their first membership unless they chose another one", () => {
    const base = { visibleIds: ["a", "b"], membershipIds: ["b", "a"], isPlatformAdmin: false };
    expect(pickOrganization({ ...base, rememberedId: null })).toBe("b");
    expect(pickOrganization({ ...base, rememberedId: "a" })).toBe("a");
  });
  it("a remembered organisation the user lost access to is not used", () => {
    expect(
      pickOrganization({ visibleIds: ["b"], membershipIds: ["b"], isPlatformAdmin: false, rememberedId: "a" }),
    ).toBe("b");
    expect(
      pickOrganization({ visibleIds: [], membershipIds: [], isPlatformAdmin: false, rememberedId: "a" }),
    ).toBeNull();
  });
  it("shows the switcher only to admins, super admins, or users with several memberships", () => {
    expect(showOrganizationSwitcher({ isAdmin: false, isSuperAdmin: false, membershipCount: 1 })).toBe(false);
    expect(showOrganizationSwitcher({ isAdmin: false, isSuperAdmin: false, membershipCount: 2 })).toBe(true);
    expect(showOrganizationSwitcher({ isAdmin: true, isSuperAdmin: false, membershipCount: 1 })).toBe(true);
    expect(showOrganizationSwitcher({ isAdmin: false, isSuperAdmin: true, membershipCount: 0 })).toBe(true);
  });
});
