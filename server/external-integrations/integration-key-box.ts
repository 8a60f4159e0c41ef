import { type SecretKeys, secretBox } from "../crypto/secret-box.ts";

/**
 * The box for external_integrations.api_key_encrypted (custom integrations and Fleks alike):
 * its own purpose, so a key derived for Twilio tokens opens none of these and vice versa.
 */
export const integrationKeyBox = (keys: SecretKeys) => secretBox(keys, "external-integration-api-keys");
