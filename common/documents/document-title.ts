/**
 * How a document is named to employees ("Bron: …", the choices): its file name without the
 * extension, underscores as spaces. "personeelshandboek_v3_DEF.docx" reads as a file on a
 * server; "personeelshandboek v3 DEF" as the handbook.
 */
export function documentTitle(filename: string): string {
  const title = filename
    .replace(/\.[a-z0-9]{1,5}$/i, "")
    .replace(/_+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return title || filename;
}
