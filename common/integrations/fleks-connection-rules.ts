// The Fleks connection's field limits, shared by the Setup form and the server's validator so
// the form never lets through what the server then refuses (or the other way round).

export const MIN_TOKEN_LENGTH = 10;
export const MAX_TOKEN_LENGTH = 500;
/** Tenant IDs are short identifiers; 100 leaves room without storing a document. */
export const MAX_TENANT_LENGTH = 100;

/**
 * The stored token is sent only to the address it was saved for: an admin who changes the
 * base URL to another host types the token again, or the form would hand the organisation's
 * key to whatever server the new address names. Same scheme, host and port; the path may change.
 */
export function storedTokenFits(storedBaseUrl: string, baseUrl: string): boolean {
  try {
    return new URL(storedBaseUrl).origin === new URL(baseUrl.trim()).origin;
  } catch {
    return false;
  }
}

// Advanced settings ('Geavanceerd'): tenants' APIs differ from the documentation in the
// header that carries the key, the list envelope and the path before an object's name.

/** The header the key travels in unless a tenant's API wants another. */
export const DEFAULT_AUTH_HEADER = "X-API-Key";
/** `auto` recognises either answer shape; v1 `{ meta, results }`, v2 `{ data, totalCount }`. */
export const FLEKS_ENVELOPES = ["auto", "v1", "v2"] as const;
export type FleksEnvelope = (typeof FLEKS_ENVELOPES)[number];
export const MAX_AUTH_HEADER_LENGTH = 100;
export const MAX_PATH_PREFIX_LENGTH = 100;
// Headers the transport sets itself (or that would send the key as a cookie): a key there
// would be dropped or break the request, so they cannot carry it.
const RESERVED_HEADERS = new Set([
  "host",
  "content-length",
  "content-type",
  "connection",
  "transfer-encoding",
  "accept",
  "cookie",
]);

/** An HTTP header name (RFC 9110 token) that can carry the key. */
export function isValidAuthHeader(value: string): boolean {
  return (
    value.length <= MAX_AUTH_HEADER_LENGTH &&
    /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(value) &&
    !RESERVED_HEADERS.has(value.toLowerCase())
  );
}

/**
 * A path before the object's name, slash on both ends ('/api/v2/', '/v1/'); empty: from the
 * envelope. No '.' or '..' segments: the prefix names a place under the base URL, not above it.
 */
export function isValidPathPrefix(value: string): boolean {
  return (
    value === "" || (value.length <= MAX_PATH_PREFIX_LENGTH && /^\/(?:(?!\.{1,2}\/)[A-Za-z0-9._~-]+\/)*$/.test(value))
  );
}
