import { defineQuery } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { orgArgs } from "./args.ts";
import { applyOrganizationPermissions, organizationQuery } from "./permissions.ts";

/** The most "Toon alle" lists at once; the count above it always counts every one. */
export const NOT_IMPORTED_MAX = 5000;

// Medewerkers' 'not yet imported' card: the platform's employees still in Fleks (not marked
// deleted by a reconcile) that no product employee links to (employees.external_id). The
// card syncs the rows it shows, not the whole table (1,666 rows in a big organisation), and
// its count from one row the database keeps (migrations/0063_fleks_import_counts.ts).
export const fleksActionQueries = {
  fleksActions: {
    notImported: defineQuery(
      orgArgs.extend({ limit: z.number().int().min(1).max(NOT_IMPORTED_MAX) }),
      ({ args, ctx }) =>
        applyOrganizationPermissions(
          zql.fleks_employees
            .where("organization_id", args.organizationId)
            .where("deleted_at", "IS", null)
            .where("imported", false)
            .where("importable", true)
            .orderBy("first_name", "asc")
            .orderBy("last_name", "asc")
            .orderBy("uuid", "asc")
            .limit(args.limit),
          ctx,
        ),
    ),
    // Imported Fleks employees the last import flagged (their number became shared in Fleks, …):
    // HR fixes them in Fleks. Few by nature; the first fifty.
    flagged: organizationQuery((id) =>
      zql.fleks_employees
        .where("organization_id", id)
        .where("deleted_at", "IS", null)
        .where("imported", true)
        .where("import_note", "IS NOT", null)
        .orderBy("first_name", "asc")
        .orderBy("uuid", "asc")
        .limit(50),
    ),
    // Not imported, and an import would leave them out (not active in Fleks, no phone, or the
    // last import's reason): listed apart with that reason, so the count promises only who an
    // import takes. The first fifty; the count has them all.
    notImportable: organizationQuery((id) =>
      zql.fleks_employees
        .where("organization_id", id)
        .where("deleted_at", "IS", null)
        .where("imported", false)
        .where("importable", false)
        .orderBy("first_name", "asc")
        .orderBy("uuid", "asc")
        .limit(50),
    ),
    importCounts: organizationQuery((id) => zql.fleks_import_counts.where("organization_id", id).one()),
  },
};
