import { z } from "zod";

/** Where a welcome stands: waiting for its job, claimed by it, then as Twilio reports it. */
export const WELCOME_STATUSES = ["queued", "sending", "sent", "delivered", "read", "failed"] as const;
export type WelcomeStatus = (typeof WELCOME_STATUSES)[number];

/** The employee fields a welcome template's variables may be filled with. */
export const WELCOME_FIELDS = ["first_name", "last_name", "organization_name"] as const;
export type WelcomeField = (typeof WELCOME_FIELDS)[number];

/** Template variable ("1", "2"...) → the field that fills it. */
export type WelcomeVariables = Record<string, WelcomeField>;

/** WhatsApp numbers a template's variables {{1}}..{{n}}; ten is plenty for a welcome. */
export const MAX_WELCOME_VARIABLES = 10;
export const MAX_WELCOME_BATCH = 500;

export const welcomeVariablesInput = z
  .record(z.string().regex(/^([1-9]|10)$/), z.enum(WELCOME_FIELDS))
  .refine((v) => Object.keys(v).length <= MAX_WELCOME_VARIABLES);

export const welcomeSettingsInput = z.object({
  template_id: z.string().min(1).max(100).nullable(),
  variables: welcomeVariablesInput,
});

export const welcomeSendInput = z.object({
  employeeIds: z.array(z.string().min(1).max(100)).min(1).max(MAX_WELCOME_BATCH),
});
