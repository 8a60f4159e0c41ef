// The Fleks connection's field limits, shared by the Setup form and the server's validator so
// the form never lets through what the server then refuses (or the other way round).

export const MIN_TOKEN_LENGTH = 10;
export const MAX_TOKEN_LENGTH = 500;
/** Tenant IDs are short identifiers; 100 leaves room without storing a document. */
export const MAX_TENANT_LENGTH = 100;
