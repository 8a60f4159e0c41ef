import { zql } from "../../../zero-schema.ts";
import { organizationQuery } from "./permissions.ts";

/** Processed documents the setup progress asks for; the sidebar syncs no more than these. */
export const SETUP_COMPLETED_DOCUMENTS = 1;

export const documentQueries = {
  documents: {
    ofOrganization: organizationQuery((id) => zql.documents.where("organization_id", id).orderBy("created_at", "desc")),
    // Whether the setup step is done, on every screen: one processed document tells.
    completedForSetup: organizationQuery((id) =>
      zql.documents
        .where("organization_id", id)
        .where("processing_status", "completed")
        .limit(SETUP_COMPLETED_DOCUMENTS),
    ),
  },
};
