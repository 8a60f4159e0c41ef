import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import { twilioClient } from "../../integrations/twilio/twilio-client.ts";
import { loadCredentials } from "../../whatsapp/account/load-credentials.ts";
import { deletionBackoffMs, MAX_DELETION_ATTEMPTS } from "./deletion-backoff.ts";
import { type RemoveOutcome, removeAtTwilio } from "./remove-at-twilio.ts";

export type TwilioDeletionDeps = { db: Db; box: SecretBox; twilioBaseUrl?: string };
export type DeletionRun = { deleted: number; waiting: number; gaveUp: number; nextAt: Date | null };

type Due = { id: string; organization_id: string; message_sid: string; media_only: boolean; attempts: number };

const BATCH = 200;
// A few calls at a time per account: retention can hand over tens of thousands of messages,
// one at a time would take hours, and many at once would run into Twilio's concurrency limit.
const PARALLEL = 4;
// One run stops taking new batches after this long; the job is enqueued again for the rest.
const RUN_MS = 60_000;

/**
 * Works through the deletions that are due (system.twilio_deletions): each organisation's
 * messages, or only their media, are deleted at Twilio with its own credentials. A message
 * deleted or already gone loses its row; one Twilio is still processing (20009) waits a
 * while, as does one Twilio refuses for another reason; when Twilio is away or refuses us,
 * that organisation's due rows all wait, longer each time, and the other organisations
 * carry on. Without credentials nothing can be deleted (the organisation disconnected
 * Twilio or was deleted): those rows are given up, as are rows tried MAX_DELETION_ATTEMPTS
 * times. Returns the counts and when the next row is due.
 */
export async function deleteAtTwilio(deps: TwilioDeletionDeps): Promise<DeletionRun> {
  const run: DeletionRun = { deleted: 0, waiting: 0, gaveUp: 0, nextAt: null };
  const started = Date.now();
  for (;;) {
    const due = (await deps.db
      .selectFrom("system.twilio_deletions")
      .select(["id", "organization_id", "message_sid", "media_only", "attempts"])
      .where("not_before", "<=", new Date())
      .orderBy("not_before")
      .orderBy("id")
      .limit(BATCH)
      .execute()) as Due[];
    const byOrganization = new Map<string, Due[]>();
    for (const row of due)
      byOrganization.set(row.organization_id, [...(byOrganization.get(row.organization_id) ?? []), row]);
    for (const [organizationId, rows] of byOrganization) await deleteForOrganization(deps, organizationId, rows, run);
    if (due.length < BATCH || Date.now() - started > RUN_MS) break;
  }
  const next = await deps.db
    .selectFrom("system.twilio_deletions")
    .select((eb) => eb.fn.min("not_before").as("at"))
    .executeTakeFirst();
  run.nextAt = next?.at ? new Date(next.at) : null;
  return run;
}

async function deleteForOrganization(deps: TwilioDeletionDeps, organizationId: string, rows: Due[], run: DeletionRun) {
  let credentials: Awaited<ReturnType<typeof loadCredentials>>;
  try {
    credentials = await loadCredentials(deps.db, deps.box, organizationId);
  } catch {
    // Unreadable (another APP_SECRET): as if Twilio refused us, until the key is back.
    await wait(deps.db, rows, "failed", run);
    return;
  }
  if (!credentials) {
    await forget(deps.db, rows);
    run.gaveUp += rows.length;
    return;
  }
  const client = twilioClient(credentials.accountSid, credentials.authToken, deps.twilioBaseUrl);
  for (let i = 0; i < rows.length; i += PARALLEL) {
    const chunk = rows.slice(i, i + PARALLEL);
    const outcomes = await Promise.all(chunk.map((row) => removeAtTwilio(client, row.message_sid, row.media_only)));
    const having = (outcome: RemoveOutcome) => chunk.filter((_, k) => outcomes[k] === outcome);
    await forget(deps.db, having("gone"));
    run.deleted += having("gone").length;
    for (const outcome of ["not_final", "refused", "failed"] as const)
      await wait(deps.db, having(outcome), outcome, run);
    const failed = having("failed");
    if (failed.length) {
      // Twilio is away or refuses this account: its other due deletions wait as long, untried,
      // so an outage costs a few calls per try rather than one per message.
      const until = new Date(Date.now() + deletionBackoffMs("failed", Math.max(...failed.map((r) => r.attempts + 1))));
      await deps.db
        .updateTable("system.twilio_deletions")
        .set({ not_before: until })
        .where("organization_id", "=", organizationId)
        .where("not_before", "<=", new Date())
        .execute();
      return;
    }
  }
}

async function forget(db: Db, rows: Due[]) {
  if (rows.length === 0) return;
  await db
    .deleteFrom("system.twilio_deletions")
    .where(
      "id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
}

/** Another try later, each row after its own wait; rows out of tries are given up. */
async function wait(db: Db, rows: Due[], outcome: Exclude<RemoveOutcome, "gone">, run: DeletionRun) {
  const spent = rows.filter((r) => r.attempts + 1 >= MAX_DELETION_ATTEMPTS);
  await forget(db, spent);
  run.gaveUp += spent.length;
  for (const row of rows.filter((r) => r.attempts + 1 < MAX_DELETION_ATTEMPTS)) {
    await db
      .updateTable("system.twilio_deletions")
      .set({
        attempts: row.attempts + 1,
        not_before: new Date(Date.now() + deletionBackoffMs(outcome, row.attempts + 1)),
      })
      .where("id", "=", row.id)
      .execute();
    run.waiting++;
  }
}
