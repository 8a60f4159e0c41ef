import { zql } from "../../../zero-schema.ts";
import { organizationQuery } from "./permissions.ts";

// Medewerkers' 'not yet imported' card: the platform's employees still in Fleks (not marked
// deleted by a reconcile). The card leaves out those already linked to a product employee
// (employees.external_id) itself, from the employees list it already has: one anti-join
// computed in the browser instead of a relationship in the schema shared by all tables.
export const fleksActionQueries = {
  fleksActions: {
    platformEmployees: organizationQuery((id) =>
      zql.fleks_employees
        .where("organization_id", id)
        .where("deleted_at", "IS", null)
        .orderBy("first_name", "asc")
        .orderBy("last_name", "asc"),
    ),
  },
};
