import { dropAllDatabases } from "@rocicorp/zero";
import { clearReplyDrafts } from "../features/inbox/reply-drafts.ts";

// Zero's own list of the databases it made; it names them (and so the user id), and is
// left behind by dropAllDatabases.
const ZERO_DATABASE_LIST = "replicache-dbs-v0";

/**
 * Removes this browser's copy of the synced data (conversations, employees, documents'
 * previews) when someone signs out, so the next person at a shared computer finds nothing.
 * Zero keeps it in IndexedDB; it is closed first, because an open connection blocks the
 * deletion. Unsent changes go with it, which is what signing out means, and so do the
 * inbox replies half written in this tab.
 */
export async function clearLocalReplica(zero: { close(): Promise<void> }): Promise<void> {
  clearReplyDrafts();
  await zero.close();
  const { errors } = await dropAllDatabases({ logSinks: [] });
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(ZERO_DATABASE_LIST);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
  if (errors.length > 0) console.error("could not delete every local Zero database", errors);
}
