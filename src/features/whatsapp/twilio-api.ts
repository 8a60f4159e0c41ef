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

/** The server's own description of a failure, when it gave one. */
export const twilioErrorDetail = (err: unknown) =>
  err instanceof ApiError && !err.generic ? err.description : undefined;

/** Nothing is sent without a current organisation. */
export const organizationProblem = (organizationId: string | null) =>
  organizationId ? null : { title: nl.common.noOrganization, description: nl.whatsapp.noOrganizationDescription };
