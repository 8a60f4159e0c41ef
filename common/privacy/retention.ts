// How long an organisation keeps its WhatsApp conversations: the Privacy tab's three choices.
export const RETENTION_DAYS = [30, 90, 365] as const;
export type RetentionDays = (typeof RETENTION_DAYS)[number];
