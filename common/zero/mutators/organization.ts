import { defineMutator } from "@rocicorp/zero";
import { z } from "zod";
import { now, requireAdmin, requireMember } from "../authorize.ts";
import {
  customInstructionsInput,
  hexColor,
  organizationEmailInput,
  organizationGeneralInput,
  verificationSettingsInput,
} from "../validation.ts";

// The organisation's own settings: admins change them, except the members' preferences.
export const organizationMutators = {
  updateGeneral: defineMutator(organizationGeneralInput, async ({ tx, args, ctx }) => {
    await requireAdmin(tx, ctx, args.id);
    await tx.mutate.organizations.update({
      id: args.id,
      name: args.name,
      display_name: args.display_name,
      updated_at: now(tx, args.now),
    });
  }),
  updateEmailSettings: defineMutator(organizationEmailInput, async ({ tx, args, ctx }) => {
    await requireAdmin(tx, ctx, args.id);
    await tx.mutate.organizations.update({
      id: args.id,
      email_sender_name: args.email_sender_name,
      email_domain: args.email_domain,
      email_from_address: args.email_from_address,
      updated_at: now(tx, args.now),
    });
  }),
  // Confetti is a preference every member may change.
  setConfetti: defineMutator(
    z.object({ id: z.string(), enabled: z.boolean(), now: z.number() }),
    async ({ tx, args, ctx }) => {
      await requireMember(tx, ctx, args.id);
      await tx.mutate.organizations.update({
        id: args.id,
        enable_confetti: args.enabled,
        updated_at: now(tx, args.now),
      });
    },
  ),
  updateVerification: defineMutator(verificationSettingsInput, async ({ tx, args, ctx }) => {
    await requireAdmin(tx, ctx, args.id);
    await tx.mutate.organizations.update({
      id: args.id,
      verification_required: args.verification_required,
      verification_methods: [...new Set(args.verification_methods)],
      updated_at: now(tx, args.now),
    });
  }),
  updateCustomInstructions: defineMutator(customInstructionsInput, async ({ tx, args, ctx }) => {
    await requireAdmin(tx, ctx, args.id);
    await tx.mutate.organizations.update({
      id: args.id,
      custom_instructions: args.custom_instructions.trim(),
      updated_at: now(tx, args.now),
    });
  }),
  updateBrandingColors: defineMutator(
    z.object({ id: z.string(), accent_color: hexColor, now: z.number() }),
    async ({ tx, args, ctx }) => {
      await requireAdmin(tx, ctx, args.id);
      await tx.mutate.organizations.update({
        id: args.id,
        accent_color: args.accent_color,
        updated_at: now(tx, args.now),
      });
    },
  ),
};
