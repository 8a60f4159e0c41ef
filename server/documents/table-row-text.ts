/**
 * One table row as one paragraph that keeps each value with its column's header:
 * "Leeftijd: 55 t/m 59 jaar; Vakantiedagen per jaar: 27 dagen". A question about one row
 * then finds the row's value, and an answer reads as a sentence, not as loose cells.
 * Empty cells are left out; a cell without a header gets "Kolom n".
 */
export function tableRowText(headers: readonly string[], cells: readonly string[]): string {
  return cells
    .map((v, i) => [headers[i]?.trim() || `Kolom ${i + 1}`, v.replace(/\s+/g, " ").trim()] as const)
    .filter(([, v]) => v)
    .map(([h, v]) => `${h}: ${v}`)
    .join("; ");
}
