import type { Kysely } from "kysely";
import { nl } from "../../../common/i18n/nl.ts";
import { agentCan } from "../../agents/agent-can.ts";
import { loadActiveAgent } from "../../agents/load-active-agent.ts";
import type { Database } from "../../db/types.ts";
import { findWelcomeTemplate } from "./find-welcome-template.ts";

const t = nl.employeeWelcome;

/**
 * Why the organisation sends no welcomes at all right now, in Dutch, or null: the active
 * agent speaks for it on WhatsApp and may have 'welcome messages' off, and a welcome needs a
 * chosen, approved template and a WhatsApp connection. A dry-run asks this to forecast truly.
 */
export async function welcomeBlocker(db: Kysely<Database>, organizationId: string): Promise<string | null> {
  if (!agentCan(await loadActiveAgent(db, organizationId), "welcome_messages")) return t.skipAgentWithoutWelcome;
  const setup = await findWelcomeTemplate(db, organizationId);
  return setup.ok ? null : setup.description;
}
