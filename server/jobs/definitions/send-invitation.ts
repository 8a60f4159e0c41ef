import { z } from "zod";
import { sendInvitation as send } from "../../invitations/send-invitation.ts";
import { defineJob } from "../define-job.ts";

// Queued by a trigger when an invitation is made or sent again (migrations/0019).
export const sendInvitation = defineJob({
  name: "send_invitation",
  payload: z.object({ invitationId: z.string().min(1) }),
  handler: async (payload, deps) => {
    await send({ ...deps, publicUrl: deps.assistant.publicUrl }, payload.invitationId);
  },
  maxAttempts: 3,
  jobKey: (payload) => `send_invitation:${payload.invitationId}`,
});
