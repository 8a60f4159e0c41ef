/**
 * A text file's bytes as text: UTF-8 when they are valid UTF-8 (a byte order mark dropped),
 * otherwise Windows-1252, what Excel and Notepad on a Dutch Windows save as "CSV" and
 * "ANSI" ("José", "Müller", "€" would otherwise become "Jos�").
 */
export function decodeFileText(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
