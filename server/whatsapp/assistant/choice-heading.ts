const MAX_CHARS = 80;

/**
 * What a passage is called in a numbered list of choices: its heading, or, for a passage
 * without one (a title page, a CSV's rows), its first line. One line, whitespace collapsed,
 * and cut at a word with "…": a label on a phone must not run into the next line's text or
 * the next record.
 */
export function choiceHeading(title: string, text: string): string {
  const named = title.replace(/^[\s•\-–*]+/, "").trim();
  const line = (named || text.trim().split(/\s*\n\s*/)[0] || "").replace(/\s+/g, " ").trim();
  if (line.length <= MAX_CHARS) return line;
  const cut = line.slice(0, MAX_CHARS).replace(/[\s,;:–-]+\S*$/, "");
  return `${(cut || line.slice(0, MAX_CHARS - 1)).replace(/[\s,;:–-]+$/, "")}…`;
}
