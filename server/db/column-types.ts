import type { ColumnType } from "kysely";

// How Postgres columns read and write through Kysely, shared by every table's types.
/** A timestamptz: read as a Date, written as a Date or an ISO string, optional on insert when it has a default. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column of a known shape, optional on insert when it has a default. */
export type Json<T> = ColumnType<T, T | undefined, T>;
