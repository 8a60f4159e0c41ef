import { hash } from "node:crypto";
import { isSensitiveField } from "../../../common/integrations/sensitive-fields.ts";
import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { NOT_NULL_TEXT, TARGET_COLUMNS } from "../../../common/integrations/target-columns.ts";
import { toUtcIso } from "../../../common/integrations/transformers.ts";
import { redactText, redactTexts } from "./redact-texts.ts";

export type SyncedRow = Record<string, unknown> & {
  uuid: string;
  extra: Record<string, unknown>;
  content_hash: string;
};

const MAX_TEXT = 2000;

function text(value: unknown, isKey: boolean): string | null {
  if (value === null || value === undefined) return null;
  const s = typeof value === "object" ? JSON.stringify(value) : String(value);
  // A key or reference (a uuid) is left as it is: one whose digit groups happen to pass the
  // eleven-test would otherwise stop matching its record. Every other text is free text.
  return (isKey ? s : redactText(s)).slice(0, MAX_TEXT);
}

function date(value: unknown): string | null {
  const iso = toUtcIso(value);
  return iso ? iso.slice(0, 10) : null;
}

function bool(value: unknown): boolean {
  return value === true || value === "true" || value === 1 || value === "1";
}

/**
 * Mapped values as a row of the object's fleks_* table: each target with a column gets a
 * value of that column's kind (an unreadable date becomes null rather than failing the
 * page's one insert), other targets go into `extra`. Nothing the product must not hold is
 * stored: a target named like a BSN, bank account or ID document is dropped (a mapping
 * saved before such targets were refused), and a BSN or IBAN written in any text, `extra`
 * at every depth included, is redacted. The content hash covers everything
 * stored, so an unchanged record is told from a changed one without reading the row.
 * Returns null when the key is empty.
 */
export function toSyncedRow(
  object: SyncObject,
  values: Record<string, unknown>,
  sourceUpdatedAt: unknown,
): SyncedRow | null {
  const columns = TARGET_COLUMNS[object];
  const row: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  for (const [target, value] of Object.entries(values)) {
    const column = columns[target];
    if (!column) {
      if (!isSensitiveField(target)) extra[target] = redactTexts(value);
      continue;
    }
    if (column.kind === "timestamp") row[column.column] = toUtcIso(value);
    else if (column.kind === "date") row[column.column] = date(value);
    else if (column.kind === "boolean") row[column.column] = bool(value);
    else row[column.column] = text(value, column.column === "uuid" || column.column.endsWith("_uuid"));
  }
  for (const column of Object.values(columns)) {
    if (row[column.column] === undefined) row[column.column] = column.kind === "boolean" ? false : null;
    if (NOT_NULL_TEXT.has(column.column) && row[column.column] === null) row[column.column] = "";
  }
  const uuid = typeof row.uuid === "string" ? row.uuid.trim() : "";
  if (!uuid || uuid.length > 200) return null;
  row.uuid = uuid;
  row.source_updated_at = toUtcIso(sourceUpdatedAt);
  row.extra = extra;
  row.content_hash = hash("sha1", JSON.stringify(row), "base64url");
  return row as SyncedRow;
}
