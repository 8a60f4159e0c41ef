import { activityRow } from "../../common/zero/activity.ts";
import type { Db } from "../db/connect.ts";
import { sameTitle } from "./same-title.ts";

type NewVersion = { id: string; organization_id: string; user_id: string | null; filename: string; version: number };

/**
 * Called in the transaction that marks a new version completed: removes the organisation's
 * older documents of the same name, passages and all (they cascade), so the answers switch
 * from the old text to the new in one commit, never both and never neither. Only older
 * ones (versions are numbered in upload order, see next-version.ts): a newer upload that
 * finished first is not undone by this one finishing later.
 * Returns the stored files of the removed versions, for the caller to delete once the
 * transaction has committed.
 */
export async function replaceOlderVersions(trx: Db, doc: NewVersion): Promise<string[]> {
  const removed = await trx
    .deleteFrom("documents")
    .where("organization_id", "=", doc.organization_id)
    .where(sameTitle(doc.filename))
    .where("id", "<>", doc.id)
    .where("version", "<", doc.version)
    .returning(["file_path"])
    .execute();
  if (removed.length) {
    const entry = activityRow({
      organizationId: doc.organization_id,
      actorUserId: "",
      kind: "document_replaced",
      target: doc.filename.slice(0, 320),
      details: { documentId: doc.id, version: doc.version, replaced: removed.length },
    });
    // The one who uploaded the new version made the change; their account may be gone since.
    await trx
      .insertInto("activity_log")
      .values({ ...entry, actor_user_id: doc.user_id })
      .execute();
  }
  return removed.map((r) => r.file_path);
}
