import { sql } from "kysely";
import { expect, it } from "vitest";
import { inboundBatcher } from "../../server/whatsapp/inbound/inbound-batcher.ts";
import { migratedPostgresForFile } from "../support/migrated-postgres.ts";

// The app's stop waits for `settled` before it ends the database pool: what Twilio was told
// is received must have reached its conversation and the assistant by then. Before, `settled`
// waited only for a pass-on already kicked, not for landings still being written, whose
// pass-on started after the pool had ended (and waited for ever).
const file = migratedPostgresForFile("inbound-settled", 6);

it("settled, called while messages are still landing, resolves only once each is in its conversation with its answer job", async () => {
  const { db } = file;
  const org = crypto.randomUUID();
  await sql`insert into organizations (id, name) values (${org}, 'Stoppen na een piek')`.execute(db);
  const inbox = inboundBatcher(db);
  const landings = Array.from({ length: 40 }, (_, i) =>
    inbox.land({
      organizationId: org,
      messageSid: `SMsettled${i}`,
      from: `whatsapp:+316200000${String(i).padStart(2, "0")}`,
      body: "Hoeveel vakantiedagen heb ik?",
      receivedAt: new Date(),
    }),
  );
  await inbox.settled();
  const { rows } = await sql<{ stored: number; queued: number }>`select
    (select count(*)::int from whatsapp_messages where organization_id = ${org} and direction = 'inbound') as stored,
    (select count(*)::int from graphile_worker.jobs where task_identifier = 'answer_whatsapp_message') as queued`.execute(
    db,
  );
  expect(rows[0]).toEqual({ stored: 40, queued: 40 });
  await Promise.all(landings);
});
