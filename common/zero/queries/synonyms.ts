import { defineQuery } from "@rocicorp/zero";
import { zql } from "../../../zero-schema.ts";
import { orgArgs } from "./args.ts";
import { applyOrganizationPermissions } from "./permissions.ts";

export const synonymQueries = {
  synonyms: {
    ofOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.assistant_synonyms.where("organization_id", args.organizationId).orderBy("term", "asc");
      return applyOrganizationPermissions(q, ctx);
    }),
  },
};
