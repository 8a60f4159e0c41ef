import { defineQuery } from "@rocicorp/zero";
import { zql } from "../../../zero-schema.ts";
import { orgArgs } from "./args.ts";
import { applyOrganizationPermissions } from "./permissions.ts";

export const faqQueries = {
  faqs: {
    // Newest first, only the organisation's own.
    ofOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.faqs.where("organization_id", args.organizationId).orderBy("created_at", "desc");
      return applyOrganizationPermissions(q, ctx);
    }),
  },
};
