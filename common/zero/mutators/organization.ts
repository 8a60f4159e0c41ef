import { defineMutator } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { brandingColorsOf } from "../../branding/branding-colors.ts";
import { privacyStatementInput } from "../../privacy/privacy-statement.ts";
import { type ActivityDetails, type ActivityKind, logActivity } from "../activity.ts";
import { now, requireRole, type Tx } from "../authorize.ts";
import type { Permission } from "../roles.ts";
import {
  brandingInput,
  chatbotDataAccessInput,
  customInstructionsInput,
  hrHoursInput,
  organizationEmailInput,
  organizationGeneralInput,
  retentionInput,
  verificationSettingsInput,
} from "../validation.ts";

type OrganizationUpdate = Omit<Parameters<Tx["mutate"]["organizations"]["update"]>[0], "id" | "updated_at">;

/**
 * A change to the organisation's own row by a caller holding `need`: `fields` says what
 * the validated input sets; the row's id and timestamp come from the input.
 */
function organizationUpdate<A extends { id: string; now: number }>(
  input: z.ZodType<A, A>,
  fields: (args: A) => OrganizationUpdate,
  need: Permission = "admin",
  activity?: ActivityKind,
) {
  return defineMutator(input, async ({ tx, args, ctx }) => {
    const { user } = await requireRole(tx, ctx, args.id, need);
    const changes = fields(args);
    await tx.mutate.organizations.update({ id: args.id, ...changes, updated_at: now(tx, args.now) });
    if (activity) await logActivity(tx, user, { organizationId: args.id, kind: activity, details: flatten(changes) });
  });
}

/** An update's fields as the log's flat details (nested settings become their own keys). */
function flatten(changes: OrganizationUpdate) {
  const details: ActivityDetails = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value && typeof value === "object" && !Array.isArray(value)) Object.assign(details, value);
    else if (typeof value !== "object" || value === null) details[key] = value ?? null;
  }
  return details;
}

// The organisation's own settings: admins change them, except the members' preferences.
export const organizationMutators = {
  updateGeneral: organizationUpdate(organizationGeneralInput, (a) => ({ name: a.name, display_name: a.display_name })),
  // Another domain must be verified again before mail goes out from it.
  updateEmailSettings: defineMutator(organizationEmailInput, async ({ tx, args, ctx }) => {
    await requireRole(tx, ctx, args.id, "admin");
    const current = await tx.run(zql.organizations.where("id", args.id).one());
    const moved = (current?.email_domain ?? null) !== args.email_domain;
    await tx.mutate.organizations.update({
      id: args.id,
      email_sender_name: args.email_sender_name,
      email_domain: args.email_domain,
      email_from_address: args.email_from_address,
      ...(moved ? { email_domain_verified_at: null } : {}),
      updated_at: now(tx, args.now),
    });
  }),
  // Confetti is a preference every member may change.
  setConfetti: organizationUpdate(
    z.object({ id: z.string(), enabled: z.boolean(), now: z.number() }),
    (a) => ({ enable_confetti: a.enabled }),
    "member",
  ),
  updateVerification: organizationUpdate(
    verificationSettingsInput,
    (a) => ({
      verification_required: a.verification_required,
      verification_methods: [...new Set(a.verification_methods)],
    }),
    "admin",
    "verification_changed",
  ),
  updateCustomInstructions: organizationUpdate(customInstructionsInput, (a) => ({
    custom_instructions: a.custom_instructions.trim(),
  })),
  // Days kept once each, in week order, so the setting reads the same however it was ticked.
  updateHrHours: organizationUpdate(hrHoursInput, (a) => ({
    hr_hours: a.hr_hours && { ...a.hr_hours, days: [...new Set(a.hr_hours.days)].sort((x, y) => x - y) },
  })),
  // What the chatbot may tell employees: each switch gates that kind of their own data (the
  // employees switch their own profile, shifts their own shifts); never a colleague's.
  updateChatbotDataAccess: organizationUpdate(
    chatbotDataAccessInput,
    (a) => ({ chatbot_data_access: { employees: a.employees, jobs: a.jobs, shifts: a.shifts } }),
    "admin",
    "chatbot_access_changed",
  ),
  updateRetention: organizationUpdate(
    retentionInput,
    (a) => ({ log_retention_days: a.log_retention_days }),
    "admin",
    "retention_changed",
  ),
  // The privacy statement the assistant's first reply links to (https; see privacy-statement.ts).
  updatePrivacyStatement: organizationUpdate(
    privacyStatementInput,
    (a) => ({ privacy_statement_url: a.privacy_statement_url || null }),
    "admin",
    "privacy_statement_changed",
  ),
  // An invalid colour code becomes that colour's default instead of failing the save.
  updateBranding: organizationUpdate(brandingInput, (a) => ({ display_name: a.display_name, ...brandingColorsOf(a) })),
};
