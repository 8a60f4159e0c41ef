/**
 * Whether a NUL character hides anywhere in `value` (strings, object keys, nested arrays and
 * objects, a file's name). Postgres text cannot hold one, so such input is refused as invalid
 * at the edge (the HTTP validator, the Zero mutate endpoint) instead of failing in the
 * database with its English message or a 500.
 */
export function hasNulByte(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (typeof File !== "undefined" && value instanceof File) return value.name.includes("\u0000");
  if (Array.isArray(value)) return value.some((v) => hasNulByte(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNulByte(v, depth + 1));
}
