/** The SQL the demo seeder needs: a seeding lock, id reservation and fast batched inserts. */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../server/db/client';
import { rowsOf } from '../server/db/rows';
import { DEMO_EMAIL_DOMAIN } from './demo-people';

// One constant key: every process that seeds the demo waits for the one already seeding.
const SEED_LOCK_KEY = 727_466_311;

/** Holds the seeding lock until the surrounding transaction ends (a second process waits, then sees the data). */
export async function lockDemoSeeding(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}

export async function hasAnyUser(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(await db.execute(sql`select exists (select 1 from users) as found`));
  return row?.found === true;
}

/** The highest demo sequence number already used in e-mails (0 when there are no demo accounts). */
export async function lastDemoSequence(db: Database): Promise<number> {
  const pattern = `\\.([0-9]+)@${DEMO_EMAIL_DOMAIN.replaceAll('.', '\\.')}$`;
  const result = await db.execute(
    sql`select coalesce(max(substring(email from ${pattern})::bigint), 0) as last from users where email like ${`%@${DEMO_EMAIL_DOMAIN}`}`,
  );
  return Number(rowsOf<{ last: unknown }>(result)[0]?.last ?? 0);
}

/**
 * Reserves `count` ids from a table's identity sequence, so rows can be inserted with known ids and
 * linked (photos to properties) without reading ids back in insertion order.
 */
export async function reserveIds(
  db: Database,
  table: 'users' | 'projects' | 'properties',
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id from generate_series(1, ${count}) order by 1`,
  );
  return rowsOf<{ id: unknown }>(result).map((row) => Number(row.id));
}

/** Runs `insert` on consecutive slices of `rows`, one multi-row statement each. */
export async function inBatches<T>(
  rows: readonly T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/**
 * Inserts rows with ONE bound value per statement: the batch as JSON, expanded by jsonb_to_recordset
 * into the table's column types. Binding tens of thousands of cells one by one made a multi-row VALUES
 * about twice as slow on PGlite. Columns are those present in the first row (the rest take defaults);
 * rows carrying their own `id` need `overridingSystemValue`.
 */
export async function insertJsonRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { overridingSystemValue?: boolean } = {},
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key, column]) => key in first && !column.generated);
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const types = sql.raw(columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '));
  const records = rows.map((row) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null])),
  );
  const overriding = sql.raw(options.overridingSystemValue ? 'overriding system value' : '');
  await db.execute(
    sql`insert into ${table} (${names}) ${overriding} select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types})`,
  );
}
