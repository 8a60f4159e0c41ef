import { MAX_TENANT_LENGTH, MIN_TOKEN_LENGTH } from "../../../common/integrations/fleks-connection-rules.ts";
import type { ConnectionInput, FleksEnvironment } from "./fleks-api.ts";

// The Setup form's pure rules: what it starts from, what is wrong with it, and what is sent.

/** The provider's public API host (spec §9: the public v1 API host). */
export const DEFAULT_BASE_URL = "https://api.external.fleks.works";

export type SetupValues = { baseUrl: string; tenantId: string; token: string; environment: FleksEnvironment };
export type SetupErrors = Partial<Record<"baseUrl" | "token" | "tenantId", true>>;
type Stored = { api_endpoint: string; additional_config: { [key: string]: unknown } } | null;

/** The form starts from the stored integration (the token always empty) or the defaults. */
export function initialValues(stored: Stored): SetupValues {
  const config = stored?.additional_config ?? {};
  return {
    baseUrl: stored?.api_endpoint ?? DEFAULT_BASE_URL,
    tenantId: typeof config.tenant_id === "string" ? config.tenant_id : "",
    token: "",
    environment: config.environment === "sandbox" ? "sandbox" : "production",
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

/** What is wrong; an empty token is fine when one is stored (it is kept). */
export function setupErrors(values: SetupValues, tokenStored: boolean): SetupErrors {
  const errors: SetupErrors = {};
  if (!isHttpUrl(values.baseUrl)) errors.baseUrl = true;
  const token = values.token.trim();
  if (token.length < MIN_TOKEN_LENGTH && !(tokenStored && token === "")) errors.token = true;
  if (values.tenantId.trim().length > MAX_TENANT_LENGTH) errors.tenantId = true;
  return errors;
}

/** The request body: no tenant when empty, no token when the stored one is kept. */
export function connectionInput(values: SetupValues): ConnectionInput {
  const tenantId = values.tenantId.trim();
  const token = values.token.trim();
  return {
    baseUrl: values.baseUrl.trim(),
    environment: values.environment,
    ...(tenantId ? { tenantId } : {}),
    ...(token ? { token } : {}),
  };
}

/** A validation holds for exactly the values it was made with: any edit asks for a new one. */
export const validationKey = (values: SetupValues) => JSON.stringify(connectionInput(values));
