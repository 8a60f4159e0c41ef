/** What a WhatsApp template is for. */
export const TEMPLATE_TYPES = ["onboarding", "notification", "reminder"] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** The languages a WhatsApp template may be written in. */
export const TEMPLATE_LANGUAGES = ["nl", "en"] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
