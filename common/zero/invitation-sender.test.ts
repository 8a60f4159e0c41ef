import { describe, expect, it } from "vitest";
import { senderMayStillInvite } from "./invitation-sender.ts";

describe("senderMayStillInvite", () => {
  it("holds while the sender is an admin or owner, or has a platform role", () => {
    expect(senderMayStillInvite({ invited_by_user_id: "u", inviterMembership: { role: "admin" } })).toBe(true);
    expect(senderMayStillInvite({ invited_by_user_id: "u", inviterMembership: { role: "owner" } })).toBe(true);
    expect(senderMayStillInvite({ invited_by_user_id: "u", inviterPlatformRoles: [{ role: "super_admin" }] })).toBe(
      true,
    );
  });
  it("lapses once the sender is a plain user, no longer a member, or unknown", () => {
    expect(senderMayStillInvite({ invited_by_user_id: "u", inviterMembership: { role: "member" } })).toBe(false);
    expect(senderMayStillInvite({ invited_by_user_id: "u", inviterMembership: undefined })).toBe(false);
    expect(senderMayStillInvite({ invited_by_user_id: null, inviterMembership: { role: "admin" } })).toBe(false);
  });
});
