import { type SecretKeys, secretBox } from "../../crypto/secret-box.ts";

/** The box for the Fleks webhook signing secrets: its own purpose, so no other key opens them. */
export const webhookSecretBox = (keys: SecretKeys) => secretBox(keys, "fleks-webhook-signing-secrets");
