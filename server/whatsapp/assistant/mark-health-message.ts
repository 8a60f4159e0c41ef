import type { Db } from "../../db/connect.ts";

/**
 * Marks an employee's message as health data when it is a sick or recovery report
 * (reportsSick, reportsRecovery on what it says). Health data is a special category under
 * the AVG: only colleagues whose 'Mag ziekmeldingen zien' is on read it
 * (common/zero/queries/health.ts; a trigger records where it stood, migrations/0079). The
 * assistant's reply (storeReply) and a message in a conversation staff took over
 * (passToStaff) both mark through here, so whoever answers, the report is hidden alike.
 */
export async function markHealthMessage(
  db: Db,
  messageId: string,
  report: { sick: boolean; recovering: boolean },
): Promise<void> {
  if (!report.sick && !report.recovering) return;
  await db.updateTable("whatsapp_messages").set({ is_health: true }).where("id", "=", messageId).execute();
}
