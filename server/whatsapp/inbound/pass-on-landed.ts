import type { Db } from "../../db/connect.ts";
import { dispatchOutbox } from "./dispatch-outbox.ts";
import { ingestLanded } from "./ingest-landed.ts";

/** Takes landed webhook messages into their conversations, then hands the outbox to the assistant. */
export async function passOnLanded(db: Db): Promise<void> {
  await ingestLanded(db);
  await dispatchOutbox(db);
}
