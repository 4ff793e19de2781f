/**
 * Times each entry of the mix (p50/p95/p99 over `runs` calls after a warm-up) and plans every statement
 * it sends with `EXPLAIN (ANALYZE, FORMAT JSON)`: the verdict fails an entry whose p95 reaches the limit or
 * whose plan reads a big table with a sequential scan.
 */
import type pg from 'pg';
import type { Database } from '../../src/server/db/client';
import type { MixEntry } from './million-mix';

/** Tables that grow with the marketplace: a Seq Scan on one of them is a missing index. */
const BIG_TABLES = new Set([
  'users',
  'sellers',
  'properties',
  'property_photos',
  'projects',
  'media',
  'locality_reviews',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

interface Statement {
  text: string;
  params: unknown[];
}

export interface EntryResult {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  statements: number;
  indexes: string[];
  seqScans: string[];
  /** Execution time of each statement in its EXPLAIN ANALYZE, ms. */
  planMs: number[];
  plans: unknown[];
}

const walk = (node: PlanNode, visit: (node: PlanNode) => void) => {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Records every statement the pool is sent while `work` runs. */
async function record(pool: pg.Pool, work: () => Promise<unknown>): Promise<Statement[]> {
  const recorded: Statement[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string }).text;
    const params = typeof first === 'string' ? second : ((first as { values?: unknown[] }).values ?? second);
    if (text) recorded.push({ text, params: (params as unknown[] | undefined) ?? [] });
    return original(...args);
  };
  try {
    await work();
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
  return recorded;
}

export async function runEntry(db: Database, pool: pg.Pool, entry: MixEntry, runs: number): Promise<EntryResult> {
  for (let i = 0; i < 5; i++) await entry.run(db);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await entry.run(db);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const statements = await record(pool, () => entry.run(db));
  const indexes = new Set<string>();
  const seqScans: string[] = [];
  const planMs: number[] = [];
  const plans: unknown[] = [];
  for (const statement of statements) {
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.params);
    const [explained] = Object.values(rows[0] ?? {})[0] as { Plan: PlanNode; 'Execution Time': number }[];
    if (!explained) continue;
    plans.push(explained);
    planMs.push(explained['Execution Time']);
    walk(explained.Plan, (node) => {
      if (node['Index Name']) indexes.add(node['Index Name']);
      const table = node['Relation Name'];
      if (node['Node Type'] === 'Seq Scan' && table && BIG_TABLES.has(table)) seqScans.push(table);
    });
  }
  return {
    name: entry.name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    statements: statements.length,
    indexes: [...indexes].sort(),
    seqScans,
    planMs,
    plans,
  };
}
