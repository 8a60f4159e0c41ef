import type { Kysely } from "kysely";
import type { Database } from "../../db/types.ts";

/** A welcome that will not be sent (or that Twilio refused), with the code and text shown on its row. */
export async function markWelcomeFailed(db: Kysely<Database>, welcomeId: string, code: string, message: string) {
  await db
    .updateTable("employee_welcomes")
    .set({ status: "failed", error_code: code, error_message: message.slice(0, 1000), updated_at: new Date() })
    .where("id", "=", welcomeId)
    .where("status", "in", ["queued", "sending"])
    .execute();
}
