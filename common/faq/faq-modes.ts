// The FAQ's fixed value lists, defined once for the schema, the database types, the zod
// inputs and the screens.

/** How the assistant uses an FAQ's answer: word for word, or reworded to fit the question. */
export const AI_RESPONSE_MODES = ["exact", "reformulate"] as const;
export type AiResponseMode = (typeof AI_RESPONSE_MODES)[number];

/** Where an FAQ is offered. */
export const FAQ_CHANNELS = ["web", "whatsapp"] as const;
export type FaqChannel = (typeof FAQ_CHANNELS)[number];
