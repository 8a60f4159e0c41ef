// CSV for Dutch spreadsheets. Separator ';': Excel in nl-NL uses ',' as the decimal mark and
// therefore ';' as its list separator, so a ';' file opens in columns on double-click where a
// ',' file lands in one column. A UTF-8 byte order mark makes Excel read ë and é correctly.

export const CSV_SEPARATOR = ";";
export const UTF8_BOM = "\uFEFF";

/** Characters that make a spreadsheet read a cell as a formula (CSV/formula injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: null is empty, dates are ISO, objects JSON; a value that would start a formula
 * gets a leading apostrophe (shown as text, never evaluated); a value holding the
 * separator, a quote or a line break is quoted, quotes doubled.
 */
export function csvCell(value: unknown, separator = CSV_SEPARATOR): string {
  if (value === null || value === undefined) return "";
  let s =
    value instanceof Date ? value.toISOString() : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return s.includes(separator) || /["\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One line of cells, ended with CRLF (RFC 4180). */
export const csvLine = (values: readonly unknown[], separator = CSV_SEPARATOR) =>
  `${values.map((v) => csvCell(v, separator)).join(separator)}\r\n`;
