const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;
const MAX_EMAIL_LENGTH = 320;

/**
 * The e-mail address a sign-in or reset request names, lower-cased, read from a copy of
 * the body so the handler still gets it whole. It is read the way better-auth reads it
 * (JSON, or a form for sign-in), or a form post would slip past a count kept per address.
 * Undefined when the body names none: better-auth refuses such a request itself.
 */
export async function requestEmail(request: Request): Promise<string | undefined> {
  const type = request.headers.get("content-type") ?? "";
  let email: unknown;
  try {
    if (JSON_TYPE.test(type)) email = ((await request.clone().json()) as { email?: unknown } | null)?.email;
    else if (type.toLowerCase().includes("application/x-www-form-urlencoded"))
      email = new URLSearchParams(await request.clone().text()).get("email");
  } catch {
    return undefined;
  }
  if (typeof email !== "string") return undefined;
  const normalized = email.trim().toLowerCase();
  return normalized && normalized.length <= MAX_EMAIL_LENGTH ? normalized : undefined;
}
