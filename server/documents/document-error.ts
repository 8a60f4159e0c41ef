/**
 * A document's own failure: the file is unreadable, too complex, protected, empty. Its
 * message is one of ours (nl.documents), in Dutch, and reaches the user on the document's
 * row; running the job again would fail the same way, so the document fails at once.
 * Anything else that goes wrong (the database, the storage, a bug) is not the document's
 * fault: its message is not for users, and the job may be tried again.
 */
export class DocumentError extends Error {
  override name = "DocumentError";
}
