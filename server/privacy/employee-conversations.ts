import type { Db } from "../db/connect.ts";

/**
 * The conversations that hold an employee's messages: linked to their row, or from their
 * phone number before they were linked (the assistant links by phone on the first message).
 */
export async function employeeConversations(
  db: Db,
  organizationId: string,
  employee: { id: string; phone_number: string | null },
) {
  return db
    .selectFrom("conversations")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .where((eb) =>
      employee.phone_number
        ? eb.or([eb("employee_id", "=", employee.id), eb("customer_phone", "=", employee.phone_number)])
        : eb("employee_id", "=", employee.id),
    )
    .orderBy("created_at")
    .execute();
}
