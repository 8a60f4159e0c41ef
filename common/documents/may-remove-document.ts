import { can, type EffectiveRole } from "../zero/roles.ts";

/**
 * Who may delete a document, and so replace it (a new version deletes the older ones): admins
 * any document of their organisation, a member the ones they uploaded themselves. One rule for
 * the delete route, the upload route (replacing) and the documents screen: a member could
 * already remove their own document by uploading a new version, so deleting it is no more.
 * A document without an uploader (its account was removed) is an admin's to remove.
 */
export function mayRemoveDocument(
  role: EffectiveRole | null | undefined,
  userId: string | null | undefined,
  doc: { user_id?: string | null },
): boolean {
  if (can(role, "admin")) return true;
  return can(role, "member") && userId != null && doc.user_id === userId;
}
