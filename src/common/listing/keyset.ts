import { containsPattern } from './list-query.dto';

/** A table listed newest first, by (time, id), and searched in one text expression. */
export interface ListedTable {
  table: string;
  /** The table's alias in every query (the search expression uses it). */
  alias: string;
  /** Its time column (creation, subscription). */
  timeColumn: string;
  /** The expression a search looks in, the same as its trigram index's. */
  searchText: string;
}

const from = (t: ListedTable) => `${t.table} ${t.alias}`;
const order = (t: ListedTable) => `ORDER BY ${t.alias}.${t.timeColumn} DESC, ${t.alias}.id DESC`;
const position = (t: ListedTable) => `(${t.alias}.${t.timeColumn}, ${t.alias}.id)`;

export interface Sql {
  text: string;
  params: unknown[];
}

/**
 * One more condition on the rows (a status, a date), written with `bind(value)`, which adds
 * the value to the statement's parameters and returns its placeholder ($n).
 */
export type Condition = (bind: (value: unknown) => string) => string;

/** Where every list, count and export of a table starts: the search, and a position to read after. */
function filter(
  table: ListedTable,
  q: string | undefined,
  after: string | undefined,
  params: unknown[],
  conditions: Condition[] = [],
): string {
  const where: string[] = conditions.map(
    (condition) => `(${condition((value) => `$${params.push(value)}`)})`,
  );
  const pattern = containsPattern(q);
  if (pattern) where.push(`${table.searchText} ILIKE $${params.push(pattern)}`);
  if (after) where.push(`${position(table)} < ${after}`);
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

/**
 * The rows `select` names, newest first: those matching `q`, after the row whose id is
 * `before` (an index range: page 1 000 costs what page 1 does), at most `limit`.
 */
export function pageSql(
  table: ListedTable,
  select: string,
  limit: number,
  before?: string,
  q?: string,
  conditions: Condition[] = [],
): Sql {
  const params: unknown[] = [limit];
  const after = before
    ? `(SELECT ${table.timeColumn}, id FROM ${table.table} WHERE id = $${params.push(before)})`
    : undefined;
  const where = filter(table, q, after, params, conditions);
  return { text: `SELECT ${select} FROM ${from(table)} ${where} ${order(table)} LIMIT $1`, params };
}

export function countSql(table: ListedTable, q?: string, conditions: Condition[] = []): Sql {
  const params: unknown[] = [];
  return {
    text: `SELECT count(*)::int AS n FROM ${from(table)} ${filter(table, q, undefined, params, conditions)}`,
    params,
  };
}

/** Where a batched read stands: the last row's exact time (PostgreSQL's text of it) and id. */
export interface Cursor {
  at: string;
  id: string;
}

export const EXPORT_BATCH = 1000;

/**
 * Every row matching `q`, newest first, EXPORT_BATCH at a time, each batch read after the
 * last row of the one before (its exact time, kept as text, and id): memory holds one batch,
 * and a row deleted meanwhile neither stops nor shifts the reading.
 */
export async function* batches<T extends { cursorAt: string; cursorId: string }>(
  table: ListedTable,
  select: string,
  q: string | undefined,
  run: (sql: Sql) => Promise<T[]>,
  conditions: Condition[] = [],
): AsyncGenerator<T[]> {
  let cursor: Cursor | undefined;
  for (;;) {
    const params: unknown[] = [EXPORT_BATCH];
    const after = cursor
      ? `($${params.push(cursor.at)}::timestamptz, $${params.push(cursor.id)}::uuid)`
      : undefined;
    const where = filter(table, q, after, params, conditions);
    const rows = await run({
      text: `SELECT ${select}, ${table.alias}.${table.timeColumn}::text AS "cursorAt", ${table.alias}.id AS "cursorId"
               FROM ${from(table)} ${where} ${order(table)} LIMIT $1`,
      params,
    });
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1];
    cursor = { at: last.cursorAt, id: last.cursorId };
  }
}
