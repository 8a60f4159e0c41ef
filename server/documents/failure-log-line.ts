const MAX_CHARS = 300;

/**
 * An error as one line for the server log, without personal data: a stored file's path
 * carries the uploader's id and the file's name ("…/<user>/<id>_ziekmelding Jan.pdf"), so
 * paths are left out; what kind of error it was (name, code, the rest of its message)
 * stays, and its cause (a reader's own error behind our "could not be read").
 */
export function failureLogLine(err: unknown): string {
  const one = (e: unknown): string => {
    if (!(e instanceof Error)) return typeof e;
    const code = (e as { code?: unknown }).code;
    const message = e.message
      .replace(/(['"`])[^'"`\n]*[/\\][^'"`\n]*\1/g, "$1…$1") // a quoted path
      .replace(/(?:[A-Za-z]:)?[/\\][^\s'"`,)]*[/\\][^\s'"`,)]*/g, "…") // a bare one
      .replace(/\s+/g, " ")
      .slice(0, MAX_CHARS);
    return `${e.name}${typeof code === "string" ? ` ${code}` : ""}: ${message}`;
  };
  const cause = err instanceof Error && err.cause ? ` (cause: ${one(err.cause)})` : "";
  return `${one(err)}${cause}`;
}
