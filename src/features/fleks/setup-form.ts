import {
  DEFAULT_AUTH_HEADER,
  FLEKS_ENVELOPES,
  type FleksEnvelope,
  isValidAuthHeader,
  isValidPathPrefix,
  MAX_TENANT_LENGTH,
  MIN_TOKEN_LENGTH,
  storedTokenFits,
} from "../../../common/integrations/fleks-connection-rules.ts";
import type { ConnectionInput, FleksEnvironment } from "./fleks-api.ts";

// The Setup form's pure rules: what it starts from, what is wrong with it, and what is sent.

/** The provider's public API host (spec §9: the public v1 API host). */
export const DEFAULT_BASE_URL = "https://api.external.fleks.works";

export type SetupValues = {
  baseUrl: string;
  tenantId: string;
  token: string;
  environment: FleksEnvironment;
  /** 'Geavanceerd': the key's header, the list envelope, the path before an object's name. */
  authHeader: string;
  envelope: FleksEnvelope;
  pathPrefix: string;
};
export type SetupErrors = Partial<Record<"baseUrl" | "token" | "tenantId" | "authHeader" | "pathPrefix", true>>;
type Stored = { api_endpoint: string; additional_config: { [key: string]: unknown } } | null;

/** The form starts from the stored integration (the token always empty) or the defaults. */
export function initialValues(stored: Stored): SetupValues {
  const config = stored?.additional_config ?? {};
  return {
    baseUrl: stored?.api_endpoint ?? DEFAULT_BASE_URL,
    tenantId: typeof config.tenant_id === "string" ? config.tenant_id : "",
    token: "",
    environment: config.environment === "sandbox" ? "sandbox" : "production",
    authHeader: typeof config.auth_header === "string" && config.auth_header ? config.auth_header : DEFAULT_AUTH_HEADER,
    envelope: FLEKS_ENVELOPES.find((e) => e === config.envelope) ?? "auto",
    pathPrefix: typeof config.path_prefix === "string" ? config.path_prefix : "",
  };
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * Whether the token field is empty while the address moved to another host than the stored
 * token was saved for (`storedBaseUrl`, null without one): that token is not sent there.
 */
export function needsNewToken(values: SetupValues, storedBaseUrl: string | null): boolean {
  return values.token.trim() === "" && storedBaseUrl !== null && !storedTokenFits(storedBaseUrl, values.baseUrl);
}

/**
 * What is wrong; an empty token is fine when one is stored for this address (it is kept).
 * `storedBaseUrl` is the address the stored token was saved for, null without one.
 */
export function setupErrors(values: SetupValues, storedBaseUrl: string | null): SetupErrors {
  const errors: SetupErrors = {};
  if (!isHttpUrl(values.baseUrl)) errors.baseUrl = true;
  const token = values.token.trim();
  const keepsStored = token === "" && storedBaseUrl !== null && !needsNewToken(values, storedBaseUrl);
  if (token.length < MIN_TOKEN_LENGTH && !keepsStored) errors.token = true;
  if (values.tenantId.trim().length > MAX_TENANT_LENGTH) errors.tenantId = true;
  if (!isValidAuthHeader(values.authHeader.trim())) errors.authHeader = true;
  if (!isValidPathPrefix(values.pathPrefix.trim())) errors.pathPrefix = true;
  return errors;
}

/**
 * The request body: no tenant when empty, no token when the stored one is kept. The advanced
 * settings always go along (an empty path prefix clears a stored one), so 'Valideer' tries
 * exactly what 'Opslaan' stores.
 */
export function connectionInput(values: SetupValues): ConnectionInput {
  const tenantId = values.tenantId.trim();
  const token = values.token.trim();
  return {
    baseUrl: values.baseUrl.trim(),
    environment: values.environment,
    authHeader: values.authHeader.trim(),
    envelope: values.envelope,
    pathPrefix: values.pathPrefix.trim(),
    ...(tenantId ? { tenantId } : {}),
    ...(token ? { token } : {}),
  };
}

/** A validation holds for exactly the values it was made with: any edit asks for a new one. */
export const validationKey = (values: SetupValues) => JSON.stringify(connectionInput(values));
