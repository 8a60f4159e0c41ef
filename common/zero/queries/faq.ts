import { zql } from "../../../zero-schema.ts";
import { organizationQuery } from "./permissions.ts";

export const faqQueries = {
  faqs: {
    // Newest first, only the organisation's own.
    ofOrganization: organizationQuery((id) => zql.faqs.where("organization_id", id).orderBy("created_at", "desc")),
  },
};
