import {
  CUSTOM_INTEGRATION_TYPES,
  type CustomIntegration,
  type CustomIntegrationType,
  customIntegrationInput,
  parseAdditionalConfig,
} from "../../../common/integrations/custom-integration.ts";

export type CustomFields = {
  name: string;
  integration_type: CustomIntegrationType;
  provider: string;
  api_endpoint: string;
  api_key: string;
  additional_config: string;
};
export type CustomField = keyof CustomFields;
export type CustomErrors = Partial<Record<CustomField, string>>;

/** A catalogue card's name, type and provider for a fresh form. */
export type CustomPreset = { name?: string; type?: CustomIntegrationType; provider?: string };

export const emptyCustom = (preset: CustomPreset = {}): CustomFields => ({
  name: preset.name ?? "",
  integration_type: preset.type ?? CUSTOM_INTEGRATION_TYPES[0],
  provider: preset.provider ?? "",
  api_endpoint: "",
  api_key: "",
  additional_config: "{}",
});

/** The route's input from the form (the same schema the server checks), or a message per field. */
export function parseCustom(
  f: CustomFields,
): { ok: true; input: CustomIntegration } | { ok: false; errors: CustomErrors } {
  const errors: CustomErrors = {};
  const config = parseAdditionalConfig(f.additional_config);
  if (!config.ok) errors.additional_config = config.message;
  const parsed = customIntegrationInput.safeParse({ ...f, additional_config: config.ok ? config.value : {} });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as CustomField;
      errors[field] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
