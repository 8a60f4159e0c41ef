import { nl } from "../../../common/i18n/nl.ts";

/** An /api/twilio failure with the server's toast title and description. */
export class TwilioApiError extends Error {
  title: string;
  description?: string;
  status: number;
  /** No readable error came back (network failure, proxy page): the spec's "generic HTTP error". */
  generic: boolean;
  constructor(opts: { title: string; description?: string; status: number; generic: boolean }) {
    super(opts.description ?? opts.title);
    this.title = opts.title;
    this.description = opts.description;
    this.status = opts.status;
    this.generic = opts.generic;
  }
}

const GENERIC = nl.whatsapp.serverUnreachable;

/** Calls one of the WhatsApp functions for the current organisation (spec §6, §7). */
export async function twilioApi<T>(
  organizationId: string,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/twilio${path}`, {
      method,
      credentials: "same-origin",
      headers: { "content-type": "application/json", "x-organization-id": organizationId },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new TwilioApiError({ title: GENERIC, status: 0, generic: true });
  }
  const json = (await res.json().catch(() => null)) as
    | (T & { error?: { title?: string; description?: string } | string })
    | null;
  if (res.ok && json) return json;
  const error = json?.error;
  if (error && typeof error === "object" && error.title) {
    return Promise.reject(
      new TwilioApiError({ title: error.title, description: error.description, status: res.status, generic: false }),
    );
  }
  throw new TwilioApiError({ title: GENERIC, status: res.status, generic: true });
}

/**
 * Spec §8: loading subaccounts (and usage) stays silent when the message is about
 * authentication or credentials, or for a generic HTTP error.
 */
export function isSilentLoadError(err: unknown): boolean {
  if (!(err instanceof TwilioApiError)) return false;
  return err.generic || /authenticat|credential/i.test(`${err.title} ${err.description ?? ""}`);
}
