import { z } from "zod";
import { nl } from "../i18n/nl.ts";

const t = nl.integrations;

/** The types a custom integration may have ("staffing" is the Fleks page's own). */
export const CUSTOM_INTEGRATION_TYPES = ["payroll", "planning", "recruitment", "hr", "custom"] as const;
export type CustomIntegrationType = (typeof CUSTOM_INTEGRATION_TYPES)[number];

/** The spec's type → provider lists (§5), in its order. */
export const PROVIDERS_BY_TYPE: Record<CustomIntegrationType, readonly string[]> = {
  payroll: ["AFAS", "Nmbrs", "Exact Online", "Unit4", "Anders"],
  planning: ["Shiftbase", "Tempo-Team", "Planning.nl", "PlanMeister", "Anders"],
  recruitment: ["Bullhorn", "Carerix", "Reflex", "Connexys", "Anders"],
  hr: ["HR21", "Loket.nl", "ADP", "Workday", "Anders"],
  custom: ["Anders"],
};

export const MAX_CONFIG_KEYS = 50;
export const MAX_CONFIG_BYTES = 10_000;
export const MAX_API_KEY = 2000;

/** A config value as the Zero schema types it: flat, no nested objects. */
const configValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()], { error: t.configNotObject });

/**
 * Names a secret goes by. The additional config syncs to every member of the organisation
 * (only the API key is sealed), and providers need second secrets (AFAS and Nmbrs tokens,
 * Loket's client secret) that an admin would otherwise paste here. Matched anywhere in the
 * name, ignoring case, so "apiKey", "client_secret" and "X-Auth-Token" are all caught, and in
 * Dutch too ("sleutel", "geheim"), as admins here name their settings.
 */
const SECRET_NAME = /secret|token|passw|wachtwoord|pwd|key|credential|sleutel|geheim|bearer/i;
// A name whose last word says it holds an address or an identifier ("token_url", "keyId",
// "public_key_url") names where or which secret, not the secret itself: a provider's
// settings are full of them, and refusing them left admins nowhere to put them.
const NOT_A_SECRET = /^(url|uri|endpoint|id)$/i;

/** The name's last word, whatever separates them: "token_url", "token-URL", "tokenUrl", "TOKEN.URL". */
const lastWord = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .at(-1) ?? "";

/** Whether a config key names a secret (SECRET_NAME), unless it names an address or an id. */
export const namesSecret = (name: string) => SECRET_NAME.test(name) && !NOT_A_SECRET.test(lastWord(name));

/** The config's first key that names a secret, if any; the config is flat, so these are all its keys. */
export const secretConfigKey = (config: Record<string, unknown>) => Object.keys(config).find(namesSecret);

/** The additional config: a flat JSON object, bounded in keys and size, with no secrets in it. */
export const additionalConfig = z
  .record(z.string().min(1).max(100), configValue, { error: t.configNotObject })
  .refine((v) => Object.keys(v).length <= MAX_CONFIG_KEYS, t.configTooLarge)
  .refine((v) => JSON.stringify(v).length <= MAX_CONFIG_BYTES, t.configTooLarge)
  .superRefine((v, ctx) => {
    const key = secretConfigKey(v);
    if (key !== undefined) ctx.addIssue({ code: "custom", message: t.configSecret(key) });
  });
export type AdditionalConfig = z.infer<typeof additionalConfig>;

const httpUrl = z
  .string()
  .trim()
  .max(2000, t.endpointInvalid)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), t.endpointInvalid);

/**
 * What the custom integration dialog sends and POST /api/integrations accepts: the
 * browser and the server check the same schema. A blank provider is the type's "Anders".
 */
export const customIntegrationInput = z
  .object({
    name: z.string({ error: t.nameRequired }).trim().min(1, t.nameRequired).max(100, t.nameTooLong),
    integration_type: z.enum(CUSTOM_INTEGRATION_TYPES, { error: t.typeInvalid }),
    provider: z.string({ error: t.providerInvalid }).trim().max(60, t.providerInvalid).default(""),
    api_endpoint: z.string({ error: t.endpointInvalid }).pipe(httpUrl),
    api_key: z.string({ error: t.apiKeyRequired }).trim().min(1, t.apiKeyRequired).max(MAX_API_KEY, t.apiKeyTooLong),
    additional_config: additionalConfig.default({}),
  })
  .transform((v) => ({ ...v, provider: v.provider || "Anders" }))
  .refine((v) => PROVIDERS_BY_TYPE[v.integration_type].includes(v.provider), {
    path: ["provider"],
    message: t.providerInvalid,
  });
export type CustomIntegrationInput = z.input<typeof customIntegrationInput>;
export type CustomIntegration = z.output<typeof customIntegrationInput>;

export type ConfigParse = { ok: true; value: AdditionalConfig } | { ok: false; message: string };

/** The dialog's JSON text as a config object, or the Dutch reason it is not one. Blank is `{}`. */
export function parseAdditionalConfig(text: string): ConfigParse {
  if (!text.trim()) return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: t.configInvalid };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return { ok: false, message: t.configNotObject };
  const parsed = additionalConfig.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0].message };
}
