import { zql } from "../../../zero-schema.ts";
import { organizationQuery } from "./permissions.ts";

/** Active FAQs the setup progress asks for; the sidebar syncs no more than these to know. */
export const SETUP_ACTIVE_FAQS = 3;

export const faqQueries = {
  faqs: {
    // Newest first, only the organisation's own.
    ofOrganization: organizationQuery((id) => zql.faqs.where("organization_id", id).orderBy("created_at", "desc")),
    // Whether the setup step is done, on every screen: enough rows to tell, never all 300.
    activeForSetup: organizationQuery((id) =>
      zql.faqs.where("organization_id", id).where("is_active", true).limit(SETUP_ACTIVE_FAQS),
    ),
  },
};
