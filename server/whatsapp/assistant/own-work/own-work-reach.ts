import type { Db } from "../../../db/connect.ts";

/** What the assistant can look up about the asker: their shifts, their own record. */
export type OwnWorkReach = { shifts: boolean; profile: boolean };

/**
 * Whether the organisation lets the assistant look work up at all. Shifts need a connected
 * Fleks (an active integration) and Chatbot Data's 'Diensten' on: without Fleks nothing is
 * synced to read, and a question about one's rooster belongs with the organisation's FAQ.
 * The record is the employee's own row in Medewerkers, so only 'Medewerkers' decides it.
 */
export async function ownWorkReach(db: Db, organizationId: string): Promise<OwnWorkReach> {
  const row = await db
    .selectFrom("organizations as o")
    .leftJoin("external_integrations as i", (j) =>
      j
        .onRef("i.organization_id", "=", "o.id")
        .on("i.provider", "=", "Fleks")
        .on("i.integration_type", "=", "staffing")
        .on("i.is_active", "=", true),
    )
    .select(["o.chatbot_data_access", "i.id as fleks"])
    .where("o.id", "=", organizationId)
    .executeTakeFirst();
  const access = row?.chatbot_data_access;
  return { shifts: Boolean(row?.fleks && access?.shifts), profile: Boolean(access?.employees) };
}
