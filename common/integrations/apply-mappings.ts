import { stripSensitive } from "./sensitive-fields.ts";
import type { FieldMapping } from "./sync-kinds.ts";
import { applyTransformer } from "./transformers.ts";

export type MappedRecord = {
  /** Target field → value, after the transformers. */
  values: Record<string, unknown>;
  /** Required targets that came out empty (the record is not stored). */
  missing: string[];
};

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** A dotted source path ('client.uuid') read from a record. */
function read(record: Record<string, unknown>, path: string): unknown {
  if (!path.includes(".")) return record[path];
  let value: unknown = record;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * One source record through an object's mappings (the sync, and the Mappings tab's
 * preview): sensitive fields are stripped first, so no mapping can carry a BSN, IBAN or
 * document number into the product.
 */
export function applyMappings(record: Record<string, unknown>, mappings: readonly FieldMapping[]): MappedRecord {
  const source = stripSensitive(record);
  const values: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const mapping of mappings) {
    const target = mapping.targetField.trim();
    if (!target) continue;
    const value = applyTransformer(
      mapping.transformer,
      mapping.sourceField ? read(source, mapping.sourceField.trim()) : undefined,
    );
    values[target] = value === undefined ? null : value;
    if (mapping.required && isEmpty(value)) missing.push(target);
  }
  return { values, missing };
}
