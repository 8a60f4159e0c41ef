import { nl } from "../../../common/i18n/nl.ts";

/** The error half of a better-auth client result ({ data, error }). */
export type AuthClientError =
  | {
      code?: string;
      message?: string;
      status?: number;
      /** Our own envelope, where the app server answered in front of better-auth (rate limit, origin check). */
      error?: { title?: string; description?: string };
    }
  | null
  | undefined;

// better-auth error codes (@better-auth/core BASE_ERROR_CODES) we can say better in Dutch.
const DUTCH_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: nl.auth.invalidCredentials,
  INVALID_PASSWORD: nl.auth.invalidCredentials,
  USER_ALREADY_EXISTS: nl.auth.userExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: nl.auth.userExists,
  INVALID_EMAIL: nl.auth.invalidEmail,
  PASSWORD_TOO_SHORT: nl.auth.passwordTooShortDescription,
  PASSWORD_TOO_LONG: nl.auth.passwordTooLongDescription,
  INVALID_TOKEN: nl.auth.invalidResetToken,
};

// Another backend's wording for a bad login; accept it too.
const INVALID_CREDENTIAL_MESSAGES = new Set(["Invalid login credentials", "Invalid email or password"]);

/**
 * The description for a failed auth call: a Dutch text for known codes; better-auth's other
 * codes come with English messages, so those get the generic text; else the server's message.
 */
export function describeAuthError(error: AuthClientError): string {
  if (!error) return nl.common.genericError;
  // Already Dutch: "Te veel pogingen" and the like, from the app server's own checks.
  if (error.error?.title) return [error.error.title, error.error.description].filter(Boolean).join(". ");
  if (error.code && error.code in DUTCH_BY_CODE) return DUTCH_BY_CODE[error.code] as string;
  if (error.message && INVALID_CREDENTIAL_MESSAGES.has(error.message)) return nl.auth.invalidCredentials;
  if (error.code) return nl.common.genericError;
  return error.message?.trim() || nl.common.genericError;
}

/** Sign-in never reveals which half was wrong: any 401 is "wrong email or password". */
export function describeSignInError(error: AuthClientError): string {
  if (error?.status === 401) return nl.auth.invalidCredentials;
  return describeAuthError(error);
}
