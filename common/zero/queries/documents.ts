import { zql } from "../../../zero-schema.ts";
import { organizationQuery } from "./permissions.ts";

/** Processed documents the setup progress asks for; the sidebar syncs no more than these. */
export const SETUP_COMPLETED_DOCUMENTS = 1;

export const documentQueries = {
  documents: {
    ofOrganization: organizationQuery((id) => zql.documents.where("organization_id", id).orderBy("created_at", "desc")),
    // Whether the setup step is done, on every screen: one processed document the assistant
    // answers from tells. One marked 'Bevat persoonsgegevens' counts once an admin allowed it.
    completedForSetup: organizationQuery((id) =>
      zql.documents
        .where("organization_id", id)
        .where("processing_status", "completed")
        .where(({ or, cmp }) => or(cmp("personal_data", false), cmp("personal_data_answers", true)))
        .limit(SETUP_COMPLETED_DOCUMENTS),
    ),
    // Why the step is not done although a document was processed: it waits for an admin.
    withheldForSetup: organizationQuery((id) =>
      zql.documents
        .where("organization_id", id)
        .where("processing_status", "completed")
        .where("personal_data", true)
        .where("personal_data_answers", false)
        .limit(1),
    ),
  },
};
