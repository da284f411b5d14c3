/** Column types shared by every table: how timestamps, jsonb and text[] read and write. */
import type { ColumnType } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** timestamptz with a database default. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** jsonb: read as parsed JSON, written as a JSON string. */
export type Json<T = unknown> = ColumnType<T, string, string>;

export type JsonWithDefault<T = unknown> = ColumnType<T, string | undefined, string>;

/** text[] with a database default. */
export type TextArray = ColumnType<string[], string[] | undefined, string[]>;
