import { describe, expect, it } from "vitest";
import { parseInvitationHeader } from "./invitation-header.ts";

describe("parseInvitationHeader", () => {
  it("reads an invitation id and its secret", () => {
    expect(parseInvitationHeader("3f1c2a9e-0000-4000-8000-000000000001.abc_DEF-123")).toEqual({
      id: "3f1c2a9e-0000-4000-8000-000000000001",
      token: "abc_DEF-123",
    });
  });
  it("ignores anything else", () => {
    for (const bad of [null, undefined, "", "no-dot", "a.b.c", "id.tok en", `${"a".repeat(65)}.x`, "x".repeat(300)])
      expect(parseInvitationHeader(bad)).toBeUndefined();
  });
});
