import type { ColumnType, Generated } from "kysely";
import type { WelcomeStatus, WelcomeVariables } from "../../common/employees/welcome.ts";
import type { Timestamp } from "./column-types.ts";

// The employee welcome (migrations/0030_employee_welcome.ts).

export interface EmployeeWelcomeSettingsTable {
  organization_id: string;
  template_id: string | null;
  variables: ColumnType<WelcomeVariables, string, string>;
  updated_at: Timestamp;
}

export interface EmployeeWelcomesTable {
  id: string;
  organization_id: string;
  employee_id: string;
  status: Generated<WelcomeStatus>;
  template_sid: string | null;
  message_sid: string | null;
  message_id: string | null;
  error_code: string | null;
  error_message: string | null;
  requested_by: string | null;
  claimed_at: Timestamp | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WelcomeTables {
  employee_welcome_settings: EmployeeWelcomeSettingsTable;
  employee_welcomes: EmployeeWelcomesTable;
}
