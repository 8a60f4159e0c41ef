import { nl } from "../../../common/i18n/nl.ts";
import { ApiError, type ApiRequest, api, call } from "../../lib/api-client.ts";

/** An /api/twilio failure with the server's toast title and description (`generic`: none came back). */
export { ApiError as TwilioApiError };

/** The typed client of the WhatsApp functions for the current organisation. */
export const twilio = (organizationId: string) => api.twilio(organizationId);

/** Awaits a twilio call; no readable answer reads as the spec's "generic HTTP error". */
export const twilioCall = <R extends Awaited<ApiRequest>>(request: ApiRequest<R>) =>
  call(request, nl.whatsapp.serverUnreachable);

/**
 * Loading subaccounts (and usage) stays silent when the message is about
 * authentication or credentials, or for a generic HTTP error.
 */
export function isSilentLoadError(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return err.generic || /authenticat|credential/i.test(`${err.title} ${err.description ?? ""}`);
}
