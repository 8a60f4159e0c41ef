import { describe, expect, it } from "vitest";
import { avatarInitial, unreadBadge } from "./initial.ts";

describe("avatar initial", () => {
  it("is the upper-cased first letter of the email, else U", () => {
    expect(avatarInitial("jan@bedrijf.nl")).toBe("J");
    expect(avatarInitial("")).toBe("U");
    expect(avatarInitial(null)).toBe("U");
    expect(avatarInitial(undefined)).toBe("U");
  });
});

describe("unread badge", () => {
  it("hides at zero, shows the count up to 9 and '9+' above", () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe("1");
    expect(unreadBadge(9)).toBe("9");
    expect(unreadBadge(10)).toBe("9+");
  });
});
