import { defineQuery } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { ACTIVITY_KINDS } from "../activity.ts";
import { orgArgs } from "./args.ts";
import { applyOrganizationPermissions, organizationQuery } from "./permissions.ts";

/** How many activity entries one read may ask for. */
export const ACTIVITY_MAX_ROWS = 10_000;
const activityArgs = orgArgs.extend({
  kind: z.enum(ACTIVITY_KINDS).nullable(),
  limit: z.number().int().min(1).max(ACTIVITY_MAX_ROWS),
});

// Settings screens: the organisation's employees, WhatsApp templates and message clean-ups.
export const settingsQueries = {
  employees: {
    ofOrganization: organizationQuery((id) =>
      zql.employees.where("organization_id", id).orderBy("first_name", "asc").orderBy("last_name", "asc"),
    ),
  },
  retentionRuns: {
    latest: organizationQuery((id) =>
      zql.retention_runs.where("organization_id", id).orderBy("ran_at", "desc").limit(1),
    ),
  },
  activity: {
    // Admins only: who changed what in the organisation, newest first, of one kind if asked,
    // `limit` at a time (the screen asks for more as the admin reads on): an audit log is
    // read to its end, and a filter must see every entry of its kind, not those of the newest few.
    ofOrganization: defineQuery(activityArgs, ({ args, ctx }) => {
      const all = zql.activity_log.where("organization_id", args.organizationId);
      const ofKind = args.kind ? all.where("kind", args.kind) : all;
      return applyOrganizationPermissions(
        ofKind.orderBy("created_at", "desc").orderBy("id", "desc").limit(args.limit),
        ctx,
        { need: "admin" },
      );
    }),
  },
  whatsappConnection: {
    ofOrganization: organizationQuery((id) => zql.twilio_credentials.where("organization_id", id)),
  },
  // What became of the latest test message (Twilio's status callbacks): admins send it.
  whatsappTestMessage: {
    ofOrganization: organizationQuery((id) => zql.whatsapp_test_messages.where("organization_id", id), {
      need: "admin",
    }),
  },
  // The welcome's status per employee and the chosen template: every member sees them, admins act.
  employeeWelcomes: {
    ofOrganization: organizationQuery((id) => zql.employee_welcomes.where("organization_id", id)),
  },
  welcomeSettings: {
    ofOrganization: organizationQuery((id) => zql.employee_welcome_settings.where("organization_id", id)),
  },
  templates: {
    ofOrganization: organizationQuery((id) =>
      zql.whatsapp_templates.where("organization_id", id).orderBy("created_at", "desc"),
    ),
  },
};
