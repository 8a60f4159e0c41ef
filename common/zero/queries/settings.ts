import { defineQuery } from "@rocicorp/zero";
import { zql } from "../../../zero-schema.ts";
import { orgArgs } from "./args.ts";
import { applyOrganizationPermissions } from "./permissions.ts";

// Settings screens: the organisation's employees and WhatsApp templates.
export const settingsQueries = {
  employees: {
    ofOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.employees
        .where("organization_id", args.organizationId)
        .orderBy("first_name", "asc")
        .orderBy("last_name", "asc");
      return applyOrganizationPermissions(q, ctx);
    }),
  },
  templates: {
    ofOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.whatsapp_templates.where("organization_id", args.organizationId).orderBy("created_at", "desc");
      return applyOrganizationPermissions(q, ctx);
    }),
  },
};
