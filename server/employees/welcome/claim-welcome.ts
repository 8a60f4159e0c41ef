import type { WelcomeField } from "../../../common/employees/welcome.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { employeeFacingName } from "../../../common/organizations/employee-facing-name.ts";
import type { Db } from "../../db/connect.ts";
import { optedOutPhones } from "../../whatsapp/opted-out-phones.ts";
import { findWelcomeTemplate, type WelcomeTemplate } from "./find-welcome-template.ts";
import { markWelcomeFailed } from "./mark-welcome-failed.ts";

const t = nl.employeeWelcome;

export type ClaimedWelcome = {
  welcomeId: string;
  organizationId: string;
  phone: string;
  requestedBy: string | null;
  template: WelcomeTemplate;
  values: Record<WelcomeField, string>;
  claimedAt: Date;
  /** An earlier run claimed it and may have reached Twilio before it died. */
  mayHaveSent: boolean;
};

/**
 * Step 1 of a welcome, in one transaction under the welcome row's lock: a queued welcome
 * becomes 'sending' (ours to send); one already 'sending' was claimed by a run that
 * crashed, so this run must first look on Twilio for what that run sent. Anything else
 * (sent, delivered, failed, gone) means there is nothing to do. An employee who became
 * inactive or lost their number, or an organisation without template, fails the welcome
 * with the reason instead of sending.
 */
export async function claimWelcome(db: Db, employeeId: string): Promise<ClaimedWelcome | null> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom("employee_welcomes as w")
      .innerJoin("employees as e", "e.id", "w.employee_id")
      .innerJoin("organizations as o", "o.id", "w.organization_id")
      .select([
        "w.id",
        "w.status",
        "w.claimed_at",
        "w.requested_by",
        "w.organization_id",
        "e.first_name",
        "e.last_name",
        "e.phone_number",
        "e.is_active",
        "o.name as organization_name",
        "o.display_name as organization_display_name",
      ])
      .where("w.employee_id", "=", employeeId)
      .forUpdate("w")
      .executeTakeFirst();
    if (!row || (row.status !== "queued" && row.status !== "sending")) return null;
    if (!row.is_active || !row.phone_number) {
      await markWelcomeFailed(tx, row.id, "skipped", row.is_active ? t.skipNoPhone : t.skipInactive);
      return null;
    }
    // STOP sent after the welcome was queued: it stays unsent.
    if ((await optedOutPhones(tx, row.organization_id, [row.phone_number])).size) {
      await markWelcomeFailed(tx, row.id, "skipped", t.skipOptedOut);
      return null;
    }
    const setup = await findWelcomeTemplate(tx, row.organization_id);
    if (!setup.ok) {
      await markWelcomeFailed(tx, row.id, "not_configured", setup.description);
      return null;
    }
    const mayHaveSent = row.status === "sending";
    const claimedAt = mayHaveSent && row.claimed_at ? new Date(row.claimed_at) : new Date();
    if (!mayHaveSent)
      await tx
        .updateTable("employee_welcomes")
        .set({
          status: "sending",
          claimed_at: claimedAt,
          template_sid: setup.template.templateSid,
          updated_at: new Date(),
        })
        .where("id", "=", row.id)
        .execute();
    return {
      welcomeId: row.id,
      organizationId: row.organization_id,
      phone: row.phone_number,
      requestedBy: row.requested_by,
      template: setup.template,
      values: {
        first_name: row.first_name,
        last_name: row.last_name,
        // As employees should read it; the sign-up placeholder fills in as "-" like an empty field.
        organization_name:
          employeeFacingName({ name: row.organization_name, display_name: row.organization_display_name }) ?? "",
      },
      claimedAt,
      mayHaveSent,
    };
  });
}
