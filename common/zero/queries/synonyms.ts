import { zql } from "../../../zero-schema.ts";
import { organizationQuery } from "./permissions.ts";

export const synonymQueries = {
  synonyms: {
    ofOrganization: organizationQuery((id) =>
      zql.assistant_synonyms.where("organization_id", id).orderBy("term", "asc"),
    ),
  },
};
