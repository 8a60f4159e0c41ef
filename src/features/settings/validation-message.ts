import type { z } from "zod";
import { nl } from "../../../common/i18n/nl.ts";

/**
 * The Dutch message for the first problem zod found in a settings form, so a too-long
 * name is not reported as a missing one.
 */
export function settingsValidationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return nl.common.genericError;
  const field = issue.path[0];
  if (issue.code === "too_big" && typeof issue.maximum === "number") return nl.settings.tooLong(issue.maximum);
  if (field === "email_domain") return nl.settings.invalidDomain;
  if (field === "email_from_address") return nl.settings.invalidPrefix;
  if (field === "name" || field === "display_name" || field === "full_name") return nl.settings.invalidName;
  return nl.common.genericError;
}
