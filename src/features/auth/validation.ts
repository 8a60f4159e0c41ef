import { nl } from "../../../common/i18n/nl.ts";

/** What a failed check shows: a toast title with an optional description. */
export type AuthMessage = { title: string; description?: string };

/** Mirrors the server's minimum (server/auth/create-auth.ts) so the user hears it before a round trip. */
export const MIN_PASSWORD_LENGTH = 6;

const blank = (value: string) => value.trim().length === 0;

export function validateSignUp(values: { name: string; email: string; password: string }): AuthMessage | null {
  if (blank(values.name) || blank(values.email) || values.password.length === 0) {
    return { title: nl.auth.fillAllFields, description: nl.auth.fillAllFieldsDescription };
  }
  return validateNewPassword(values.password);
}

export function validateSignIn(values: { email: string; password: string }): AuthMessage | null {
  if (blank(values.email) || values.password.length === 0) {
    return { title: nl.auth.signInFailed, description: nl.auth.signInRequired };
  }
  return null;
}

export function validateResetEmail(email: string): AuthMessage | null {
  return blank(email) ? { title: nl.auth.emailRequired, description: nl.auth.emailRequiredDescription } : null;
}

/** better-auth's default maximum (emailAndPassword.maxPasswordLength). */
export const MAX_PASSWORD_LENGTH = 128;

export function validateNewPassword(password: string): AuthMessage | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return { title: nl.auth.passwordTooShort, description: nl.auth.passwordTooShortDescription };
  if (password.length > MAX_PASSWORD_LENGTH)
    return { title: nl.auth.passwordTooLong, description: nl.auth.passwordTooLongDescription };
  return null;
}
