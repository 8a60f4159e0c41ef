import { enumeration, json, number, string, table } from "@rocicorp/zero";
import type { WelcomeStatus, WelcomeVariables } from "../../employees/welcome.ts";
import { orgTable } from "./tables.ts";

// The employees' WhatsApp welcome (migrations/0030_employee_welcome.ts): each row's status
// on the employees tab, and the organisation's choice of template.
export const employee_welcomes = orgTable("employee_welcomes", {
  employee_id: string(),
  status: enumeration<WelcomeStatus>(),
  template_sid: string().optional(),
  message_sid: string().optional(),
  message_id: string().optional(),
  error_code: string().optional(),
  error_message: string().optional(),
  requested_by: string().optional(),
  claimed_at: number().optional(),
  sent_at: number().optional(),
  created_at: number(),
  updated_at: number(),
});

export const employee_welcome_settings = table("employee_welcome_settings")
  .columns({
    organization_id: string(),
    template_id: string().optional(),
    variables: json<WelcomeVariables>(),
    updated_at: number(),
  })
  .primaryKey("organization_id");
