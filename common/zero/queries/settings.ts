import { zql } from "../../../zero-schema.ts";
import { organizationQuery } from "./permissions.ts";

// Settings screens: the organisation's employees and WhatsApp templates.
export const settingsQueries = {
  employees: {
    ofOrganization: organizationQuery((id) =>
      zql.employees.where("organization_id", id).orderBy("first_name", "asc").orderBy("last_name", "asc"),
    ),
  },
  templates: {
    ofOrganization: organizationQuery((id) =>
      zql.whatsapp_templates.where("organization_id", id).orderBy("created_at", "desc"),
    ),
  },
};
