import { zql } from "../../../zero-schema.ts";
import { organizationQuery } from "./permissions.ts";

// Settings screens: the organisation's employees, WhatsApp templates and message clean-ups.
export const settingsQueries = {
  employees: {
    ofOrganization: organizationQuery((id) =>
      zql.employees.where("organization_id", id).orderBy("first_name", "asc").orderBy("last_name", "asc"),
    ),
  },
  retentionRuns: {
    latest: organizationQuery((id) =>
      zql.retention_runs.where("organization_id", id).orderBy("ran_at", "desc").limit(1),
    ),
  },
  activity: {
    // Admins only: who changed what in the organisation, newest first.
    ofOrganization: organizationQuery(
      (id) => zql.activity_log.where("organization_id", id).orderBy("created_at", "desc").limit(500),
      { need: "admin" },
    ),
  },
  whatsappConnection: {
    ofOrganization: organizationQuery((id) => zql.twilio_credentials.where("organization_id", id)),
  },
  // The welcome's status per employee and the chosen template: every member sees them, admins act.
  employeeWelcomes: {
    ofOrganization: organizationQuery((id) => zql.employee_welcomes.where("organization_id", id)),
  },
  welcomeSettings: {
    ofOrganization: organizationQuery((id) => zql.employee_welcome_settings.where("organization_id", id)),
  },
  templates: {
    ofOrganization: organizationQuery((id) =>
      zql.whatsapp_templates.where("organization_id", id).orderBy("created_at", "desc"),
    ),
  },
};
