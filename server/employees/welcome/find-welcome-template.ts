import type { Kysely } from "kysely";
import type { WelcomeVariables } from "../../../common/employees/welcome.ts";
import { nl } from "../../../common/i18n/nl.ts";
import type { Database } from "../../db/types.ts";

const t = nl.employeeWelcome;

export type WelcomeTemplate = {
  templateSid: string;
  templateName: string;
  /** The approved text staff entered with the template, if any, with {{1}}-style variables. */
  body: string | null;
  variables: WelcomeVariables;
};

export type WelcomeSetup = { ok: true; template: WelcomeTemplate } | { ok: false; title: string; description: string };

/**
 * The organisation's welcome template, if it has chosen an active one and has connected
 * WhatsApp. Outside WhatsApp's 24-hour window free text is refused, and a new employee has
 * never written, so without an approved template there is nothing to send.
 */
export async function findWelcomeTemplate(db: Kysely<Database>, organizationId: string): Promise<WelcomeSetup> {
  const connected = await db
    .selectFrom("twilio_credentials")
    .select("organization_id")
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  if (!connected) return { ok: false, title: t.noWhatsappTitle, description: t.noWhatsapp };
  const row = await db
    .selectFrom("employee_welcome_settings as s")
    .innerJoin("whatsapp_templates as w", "w.id", "s.template_id")
    .select(["w.template_sid", "w.name", "w.body", "s.variables"])
    .where("s.organization_id", "=", organizationId)
    .where("w.organization_id", "=", organizationId)
    .where("w.is_active", "=", true)
    .executeTakeFirst();
  if (!row) return { ok: false, title: t.noTemplateTitle, description: t.noTemplate };
  return {
    ok: true,
    template: { templateSid: row.template_sid, templateName: row.name, body: row.body, variables: row.variables },
  };
}
