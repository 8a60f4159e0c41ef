import { z } from "zod";
import { welcomeVariablesInput } from "../employees/welcome.ts";
import { AI_RESPONSE_MODES } from "../faq/faq-modes.ts";
import { nl } from "../i18n/nl.ts";
import { MAX_REPLY_CHARS } from "../inbox/reply-length.ts";
import { isOrHoldsIdentifier } from "../privacy/no-identifier.ts";
import { RETENTION_DAYS } from "../privacy/retention.ts";
import { MAX_TEMPLATE_BODY, placeholdersOf } from "../whatsapp/fill-template.ts";
import { TEMPLATE_LANGUAGES, TEMPLATE_TYPES } from "../whatsapp/template-kinds.ts";
import { VERIFICATION_METHODS } from "../whatsapp/verification-methods.ts";
import { MAX_PHRASINGS, PHRASING_MAX, PHRASING_MIN, phrasingProblems } from "./phrasings.ts";
import { INVITATION_ROLES } from "./roles.ts";
import { MAX_SYNONYMS, SYNONYM_MAX_LENGTH, termKey, tidyTerm, uniqueTerms } from "./synonym-terms.ts";

type Where = keyof typeof nl.privacy.identifierWhere;
/** A text staff type that must hold no BSN, IBAN or ID-document number (checked again by the server's mutator). */
const noIdentifier = (where: Where, eightDigits = true) => ({
  check: (v: string | null | undefined) => !isOrHoldsIdentifier(v, { eightDigits }),
  message: nl.privacy.identifierRefused(nl.privacy.identifierWhere[where]),
});
export const withoutIdentifier = <T extends z.ZodType<string | null>>(schema: T, where: Where, eightDigits = true) =>
  schema.refine(noIdentifier(where, eightDigits).check, noIdentifier(where, eightDigits).message);

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === "" ? null : v))
    .nullable();

export const organizationGeneralInput = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(200),
  display_name: optionalText(200),
  now: z.number(),
});

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^$|^(?=.{1,253}$)([a-z0-9](-?[a-z0-9])*\.)+[a-z]{2,}$/);

export const organizationEmailInput = z.object({
  id: z.string().min(1),
  email_sender_name: optionalText(100),
  // Blank means the default provider domain.
  email_domain: domain.transform((v) => (v === "" ? null : v)).nullable(),
  // The local part before '@'; default 'notifications'.
  email_from_address: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^$|^[a-z0-9._%+-]{1,64}$/)
    .transform((v) => (v === "" ? "notifications" : v)),
  now: z.number(),
});

const faqText = nl.faq;

/** One phrasing: 3–300 characters after trimming. */
export const phrasingInput = withoutIdentifier(
  z
    .string()
    .trim()
    .min(PHRASING_MIN, faqText.phrasingProblem.tooShort)
    .max(PHRASING_MAX, faqText.phrasingProblem.tooLong),
  "phrasing",
);

const alternativeQuestions = z.array(phrasingInput).max(MAX_PHRASINGS, faqText.phrasingsMax(MAX_PHRASINGS));

/** Phrasings may repeat neither the question nor each other (case-insensitive). */
function checkPhrasings(v: { question: string; alternative_questions?: readonly string[] }, ctx: z.RefinementCtx) {
  if (!v.alternative_questions) return;
  phrasingProblems(v.question, v.alternative_questions).forEach((problem, i) => {
    // Lengths are the item schema's to report.
    if (problem === "sameAsQuestion" || problem === "duplicate")
      ctx.addIssue({ code: "custom", path: ["alternative_questions", i], message: faqText.phrasingProblem[problem] });
  });
}

// A BSN-shaped number stays refused in FAQ text, cue word or not: unlike a personnel number it
// is never worth a confirm, since every reply and prompt is redacted again and would say "[BSN verwijderd]".
const faqFields = {
  question: withoutIdentifier(z.string().trim().min(1).max(500, faqText.questionTooLong(500)), "question"),
  answer: withoutIdentifier(z.string().trim().min(1).max(5000, faqText.answerTooLong(5000)), "answer"),
  is_active: z.boolean(),
  ai_response_mode: z.enum(AI_RESPONSE_MODES),
  requires_verification: z.boolean(),
};

export const faqCreateInput = z
  .object({
    id: z.string().uuid(),
    organization_id: z.string().min(1),
    ...faqFields,
    alternative_questions: alternativeQuestions.default([]),
    now: z.number(),
  })
  .superRefine(checkPhrasings);

/** Without `alternative_questions` the FAQ keeps the phrasings it has. */
export const faqUpdateInput = z
  .object({
    id: z.string().min(1),
    ...faqFields,
    alternative_questions: alternativeQuestions.optional(),
    /** The FAQ's updated_at when the form opened: a colleague's change since refuses the save. */
    expected_updated_at: z.number().optional(),
    now: z.number(),
  })
  .superRefine(checkPhrasings);

export const faqAddPhrasingInput = z.object({ id: z.string().min(1), question: phrasingInput, now: z.number() });

const synText = nl.synonyms;
const synonymTerm = z
  .string()
  .transform(tidyTerm)
  .pipe(z.string().min(1, synText.termRequired).max(SYNONYM_MAX_LENGTH, synText.termTooLong));

const synonymFields = {
  term: withoutIdentifier(synonymTerm, "term"),
  // Repeats are dropped (case-insensitive) before counting.
  synonyms: z
    .array(z.string())
    .transform(uniqueTerms)
    .pipe(
      z
        .array(withoutIdentifier(z.string().max(SYNONYM_MAX_LENGTH, synText.synonymTooLong), "synonym"))
        .min(1, synText.synonymsRequired)
        .max(MAX_SYNONYMS, synText.tooManySynonyms),
    ),
};

function checkSynonyms(v: { term: string; synonyms: readonly string[] }, ctx: z.RefinementCtx) {
  if (v.synonyms.some((syn) => termKey(syn) === termKey(v.term))) {
    ctx.addIssue({ code: "custom", path: ["synonyms"], message: synText.synonymIsTerm });
  }
}

/** Term and synonyms alone: what the settings form checks before it calls a mutator. */
export const synonymFieldsInput = z.object(synonymFields).superRefine(checkSynonyms);

export const synonymCreateInput = z
  .object({ id: z.string().uuid(), organization_id: z.string().min(1), ...synonymFields, now: z.number() })
  .superRefine(checkSynonyms);

export const synonymUpdateInput = z
  .object({ id: z.string().min(1), ...synonymFields, now: z.number() })
  .superRefine(checkSynonyms);

export const templateInput = z
  .object({
    id: z.string().uuid(),
    organization_id: z.string().min(1),
    name: z.string().trim().min(1).max(100),
    // A template (content) sid starts with HX.
    template_sid: z
      .string()
      .trim()
      .regex(/^HX[0-9A-Za-z]+$/),
    template_type: z.enum(TEMPLATE_TYPES),
    language: z.enum(TEMPLATE_LANGUAGES),
    now: z.number(),
    // Its text as approved ("Hoi {{1}}, ..."), and what fills each variable from the employee.
    body: z.string().trim().max(MAX_TEMPLATE_BODY).optional(),
    variables: welcomeVariablesInput.default({}),
  })
  .refine((t) => placeholdersOf(t.body ?? "").every((n) => n in t.variables), {
    message: nl.whatsapp.templateVariablesUnmapped,
    path: ["variables"],
  });

/** The colleague who had the conversation, whom the caller confirmed acting over (a user id). */
const confirmedColleague = z.string().min(1).max(100).optional();

/**
 * What the writer saw when they began typing: the newest message in view and whether staff
 * had the conversation. The server refuses the reply if someone answered or handed it back since.
 */
export const replySeenInput = z
  .object({ message_id: z.string().min(1).max(100).nullable(), handled_by: z.enum(["human", "assistant"]) })
  .optional();

export const staffReplyInput = z.object({
  id: z.string().uuid(),
  conversation_id: z.string().min(1),
  body: z.string().trim().min(1).max(MAX_REPLY_CHARS),
  now: z.number(),
  colleague: confirmedColleague,
  seen: replySeenInput,
});

export const templateSendInput = z.object({
  id: z.string().uuid(),
  conversation_id: z.string().min(1),
  template_id: z.string().min(1),
  now: z.number(),
  colleague: confirmedColleague,
});

export const takeOverInput = z.object({ id: z.string().min(1).max(100), colleague: confirmedColleague });
export const handBackInput = z.object({
  id: z.string().min(1).max(100),
  now: z.number().optional(),
  colleague: confirmedColleague,
});

// While verification is required the assistant needs at least one way to verify.
export const verificationSettingsInput = z
  .object({
    id: z.string().min(1),
    verification_required: z.boolean(),
    verification_methods: z.array(z.enum(VERIFICATION_METHODS)).max(2),
    now: z.number(),
  })
  .refine((v) => !v.verification_required || v.verification_methods.length > 0, {
    path: ["verification_methods"],
  });

export const customInstructionsInput = z.object({
  id: z.string().min(1),
  custom_instructions: withoutIdentifier(z.string().max(4000), "instructions"),
  now: z.number(),
});

const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, nl.hrHours.invalidTime);

/** HR's hours: at least one weekday, and an end after the start (null: not set). */
export const hrHoursInput = z.object({
  id: z.string().min(1),
  hr_hours: z
    .object({
      days: z.array(z.number().int().min(1).max(7)).min(1, nl.hrHours.oneDay).max(7),
      from: clockTime,
      to: clockTime,
    })
    .refine((h) => h.from < h.to, { path: ["to"], message: nl.hrHours.endAfterStart })
    .nullable(),
  now: z.number(),
});

export const retentionInput = z.object({
  id: z.string().min(1),
  log_retention_days: z.literal(RETENTION_DAYS),
  now: z.number(),
});

export const chatbotDataAccessInput = z.object({
  id: z.string().min(1),
  employees: z.boolean(),
  jobs: z.boolean(),
  shifts: z.boolean(),
  now: z.number(),
});

/** Branding as typed: colours may be anything short; an invalid code becomes its default. */
const typedColor = z.string().max(20);
export const brandingInput = z.object({
  id: z.string().min(1),
  display_name: optionalText(200),
  accent_color: typedColor,
  primary_text_color: typedColor,
  secondary_color: typedColor,
  secondary_text_color: typedColor,
  menu_item_bg_color: typedColor,
  menu_item_hover_bg_color: typedColor,
  now: z.number(),
});

/** An invitation as an admin types it: an e-mail address and the role it offers. */
export const invitationInput = z.object({
  id: z.uuid(),
  organization_id: z.string().min(1),
  email: z.string().trim().toLowerCase().pipe(z.email().max(320)),
  role: z.enum(INVITATION_ROLES),
  now: z.number(),
});
