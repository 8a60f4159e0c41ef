import { isSensitiveName } from "../privacy/sensitive-names.ts";
import type { FieldMapping } from "./sync-kinds.ts";

// The Mappings tab's rules and the transformer names the sync applies, in one place for
// the editor, the mutator and the engine. A constant carries its value in the same string
// ("constant:NL"), so a mapping stays the schema's { sourceField, targetField, required,
// transformer? }.

export const MAX_MAPPINGS = 50;
export const MAX_FIELD_LENGTH = 100;
export const MAX_CONSTANT_LENGTH = 200;

export const TRANSFORMERS = ["trim", "lowercase", "phone_e164", "datetime_utc", "constant"] as const;
export type Transformer = (typeof TRANSFORMERS)[number];
export const CONSTANT_PREFIX = "constant:";

/** A transformer string split into its kind and, for a constant, the value. */
export function parseTransformer(transformer: string | undefined): { kind: Transformer | ""; value: string } {
  if (!transformer) return { kind: "", value: "" };
  if (transformer.startsWith(CONSTANT_PREFIX))
    return { kind: "constant", value: transformer.slice(CONSTANT_PREFIX.length) };
  return (TRANSFORMERS as readonly string[]).includes(transformer) && transformer !== "constant"
    ? { kind: transformer as Transformer, value: "" }
    : { kind: "", value: "" };
}

/** The stored transformer string of a kind (and a constant's value); undefined for none. */
export function formatTransformer(kind: Transformer | "", value = ""): string | undefined {
  if (kind === "") return undefined;
  return kind === "constant" ? `${CONSTANT_PREFIX}${value}` : kind;
}

/** Whether a stored transformer string is one the sync knows. */
export function isKnownTransformer(transformer: string): boolean {
  const { kind, value } = parseTransformer(transformer);
  if (kind === "") return false;
  return kind !== "constant" || value.length <= MAX_CONSTANT_LENGTH;
}

export type MappingProblem =
  | "sourceMissing"
  | "targetMissing"
  | "targetDuplicate"
  | "targetSensitive"
  | "constantMissing"
  | "tooLong";

/** Each row's first problem (null when fine), in the rows' order; a constant needs no source field. */
export function mappingProblems(rows: readonly FieldMapping[]): (MappingProblem | null)[] {
  const targets = rows.map((r) => r.targetField.trim().toLowerCase());
  return rows.map((row, i) => {
    const { kind, value } = parseTransformer(row.transformer);
    if (row.sourceField.length > MAX_FIELD_LENGTH || row.targetField.length > MAX_FIELD_LENGTH) return "tooLong";
    if (value.length > MAX_CONSTANT_LENGTH) return "tooLong";
    if (kind !== "constant" && row.sourceField.trim() === "") return "sourceMissing";
    if (kind === "constant" && value.trim() === "") return "constantMissing";
    if (targets[i] === "") return "targetMissing";
    if (targets.indexOf(targets[i]) !== i) return "targetDuplicate";
    // The sync would drop it anyway; saying so here keeps an admin from expecting the field.
    if (isSensitiveName(row.targetField)) return "targetSensitive";
    return null;
  });
}

export const emptyMapping = (): FieldMapping => ({ sourceField: "", targetField: "", required: false });

/** The rows with one added at the end, unless there are already MAX_MAPPINGS. */
export const addMapping = (rows: readonly FieldMapping[]): FieldMapping[] =>
  rows.length >= MAX_MAPPINGS ? [...rows] : [...rows, emptyMapping()];

export const removeMapping = (rows: readonly FieldMapping[], index: number): FieldMapping[] =>
  rows.filter((_, i) => i !== index);

export const updateMapping = (rows: readonly FieldMapping[], index: number, patch: Partial<FieldMapping>) =>
  rows.map((row, i) => (i === index ? { ...row, ...patch } : row));

/** What is stored: fields trimmed, no transformer key when there is none. */
export function cleanMappings(rows: readonly FieldMapping[]): FieldMapping[] {
  return rows.map(({ sourceField, targetField, required, transformer }) => ({
    sourceField: sourceField.trim(),
    targetField: targetField.trim(),
    required,
    ...(transformer ? { transformer } : {}),
  }));
}
