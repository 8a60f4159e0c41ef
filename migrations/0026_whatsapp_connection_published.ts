import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Whether an organisation has connected WhatsApp is something every member may see (the
// setup progress counts it), so twilio_credentials is published with only the columns that
// say so: never the account SID or the encrypted auth token.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter publication zero_app add table twilio_credentials (organization_id, whatsapp_sender, created_at, updated_at);
  `,
  );
}
