import { zql } from "../../../zero-schema.ts";
import { organizationQuery } from "./permissions.ts";

export const documentQueries = {
  documents: {
    ofOrganization: organizationQuery((id) => zql.documents.where("organization_id", id).orderBy("created_at", "desc")),
  },
};
