import { defineQuery } from "@rocicorp/zero";
import { zql } from "../../../zero-schema.ts";
import { orgArgs } from "./args.ts";
import { applyOrganizationPermissions } from "./permissions.ts";

export const documentQueries = {
  documents: {
    ofOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.documents.where("organization_id", args.organizationId).orderBy("created_at", "desc");
      return applyOrganizationPermissions(q, ctx);
    }),
  },
};
