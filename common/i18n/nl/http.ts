import { formatNumber } from "../count.ts";
// ---- HTTP seam (server/http): the error envelope's default texts. A route passes its own
// texts where its screen shows something more specific.
export const http = {
  notSignedIn: "Niet ingelogd",
  noAccess: "Niet gevonden of geen toegang",
  invalidInput: "Ongeldige invoer.",
  /** A text over its field's limit (zod's too_big, in English otherwise). */
  tooLong: (max: number) => `De tekst is te lang: gebruik maximaal ${formatNumber(max)} tekens.`,
  tooLarge: "Het verzoek is te groot.",
  notFound: "Niet gevonden",
  internal: "Er is iets misgegaan. Probeer het opnieuw.",
  databaseBusy: "Het opslaan duurde te lang. Probeer het zo opnieuw.",
  databaseAway: "De database reageert nu niet. Probeer het zo opnieuw.",
  tooManyRequests: "Te veel pogingen",
  tooManyRequestsHint: "Wacht even en probeer het daarna opnieuw.",
  tooManyAccountAttempts:
    "Voor dit e-mailadres is kort na elkaar te vaak geprobeerd in te loggen of een e-mail aan te vragen. Wacht een tijdje en probeer het daarna opnieuw.",
  foreignOrigin: "Verzoek geweigerd",
  foreignOriginHint: "Dit verzoek kwam niet van deze website. Open de app zelf en probeer het opnieuw.",
} as const;
