export const errors = {
  notFoundOrNotAuthorized: "Niet gevonden of geen toegang",
} as const;
