/**
 * The consistency check after a mixed load (cluster-load.ts): every acknowledged write is in the database
 * exactly once, found both by its id and by the unique marker it carried; no marker is stored twice
 * (a retried or doubled write); every acknowledged login is a stored session.
 */

import { createHash } from 'node:crypto';
import type { Cluster } from './cluster';
import type { LoadRun, WriteRecord } from './cluster-load';
import { printFigures } from './print-figures';

export interface WriteCheck {
  label: string;
  acknowledged: number;
  /** Acknowledged writes found once by id and once by marker, with the same id. */
  exactlyOnce: number;
  /** Writes whose request got no 2xx yet are stored (at most once each); a timeout can leave one. */
  storedUnacknowledged: number;
}

export interface ConsistencyReport {
  writes: WriteCheck[];
  sessions: { acknowledged: number; stored: number };
  /** Acknowledged uploads, those with their row, and (given a store check) with every width stored. */
  photos: { acknowledged: number; stored: number; inStore: number | undefined };
  problems: string[];
}

/** Whether every width of a photo is in the store (the bucket, for an S3 deployment). */
export type PhotoStoreCheck = (hash: string, widths: number[]) => Promise<boolean>;

interface Target {
  label: string;
  table: 'properties' | 'enquiries';
  column: 'description' | 'message';
  tag: 'ld' | 'eq';
}

async function checkWrites(cluster: Cluster, target: Target, records: WriteRecord[], problems: string[]) {
  const { label, table, column, tag } = target;
  const byMarker = new Map<string, string[]>();
  const found = await cluster.sql.query<{ marker: string; ids: string[] }>(
    `SELECT substring(${column} from $2) AS marker, array_agg(id::text) AS ids
       FROM ${table} WHERE position($1 in ${column}) > 0 GROUP BY 1`,
    [`[${tag}:${cluster.runTag}:`, `\\[${tag}:[^]]+\\]`],
  );
  for (const row of found.rows) byMarker.set(row.marker, row.ids);

  const acknowledged = records.filter((r): r is Required<WriteRecord> => r.id !== undefined);
  const byId = await cluster.sql.query<{ id: string; text: string }>(
    `SELECT id::text AS id, ${column} AS text FROM ${table} WHERE id = ANY($1::bigint[])`,
    [acknowledged.map((r) => r.id)],
  );
  const rowsById = new Map<string, string[]>();
  for (const row of byId.rows) rowsById.set(row.id, [...(rowsById.get(row.id) ?? []), row.text]);

  let exactlyOnce = 0;
  let storedUnacknowledged = 0;
  for (const record of records) {
    const ids = byMarker.get(record.marker) ?? [];
    if (record.id === undefined) {
      if (ids.length === 1) storedUnacknowledged += 1;
      if (ids.length > 1) problems.push(`${label} ${record.marker} (not acknowledged) stored ${ids.length} times`);
      continue;
    }
    const texts = rowsById.get(String(record.id)) ?? [];
    const ok =
      ids.length === 1 && ids[0] === String(record.id) && texts.length === 1 && texts[0]?.includes(record.marker);
    if (ok) exactlyOnce += 1;
    else
      problems.push(
        `${label} ${record.marker} acknowledged as id ${record.id}: by marker ${ids}, by id ${texts.length}`,
      );
  }
  const sent = new Set(records.map((r) => r.marker));
  for (const marker of byMarker.keys())
    if (!sent.has(marker)) problems.push(`${label} ${marker} stored but never sent`);
  return { label, acknowledged: acknowledged.length, exactlyOnce, storedUnacknowledged };
}

async function checkPhotos(cluster: Cluster, run: LoadRun, inStore: PhotoStoreCheck | undefined, problems: string[]) {
  const hashes = [...new Set(run.photos)];
  const rows = await cluster.sql.query<{ hash: string; variants: number[] }>(
    'SELECT hash, variants FROM media WHERE hash = ANY($1)',
    [hashes],
  );
  if (rows.rowCount !== hashes.length)
    problems.push(`${hashes.length} photos acknowledged, ${rows.rowCount} in the media table`);
  if (!inStore) return { acknowledged: hashes.length, stored: rows.rowCount ?? 0, inStore: undefined };
  let found = 0;
  for (const row of rows.rows) {
    if (await inStore(row.hash, row.variants)) found += 1;
    else problems.push(`photo ${row.hash} has a row but not every width ${row.variants} in the store`);
  }
  return { acknowledged: hashes.length, stored: rows.rowCount ?? 0, inStore: found };
}

export async function checkConsistency(
  cluster: Cluster,
  run: LoadRun,
  photoStore?: PhotoStoreCheck,
): Promise<ConsistencyReport> {
  const problems: string[] = [];
  const writes = [
    await checkWrites(
      cluster,
      { label: 'listings', table: 'properties', column: 'description', tag: 'ld' },
      run.listings,
      problems,
    ),
    await checkWrites(
      cluster,
      { label: 'enquiries', table: 'enquiries', column: 'message', tag: 'eq' },
      run.enquiries,
      problems,
    ),
  ];
  const hashes = [...new Set(run.sessions.map((token) => createHash('sha256').update(token).digest('hex')))];
  if (hashes.length !== run.sessions.length)
    problems.push(`${run.sessions.length - hashes.length} logins shared a token`);
  const stored = await cluster.sql.query('SELECT 1 FROM sessions WHERE token_hash = ANY($1)', [hashes]);
  if (stored.rowCount !== hashes.length)
    problems.push(`${hashes.length} logins acknowledged, ${stored.rowCount} sessions stored`);

  const photos = await checkPhotos(cluster, run, photoStore, problems);
  const report = {
    writes,
    sessions: { acknowledged: run.sessions.length, stored: stored.rowCount ?? 0 },
    photos,
    problems,
  };
  printFigures(
    `consistency: ${writes
      .map(
        (w) =>
          `${w.label} ${w.exactlyOnce}/${w.acknowledged} acknowledged present exactly once (id and marker), ${w.storedUnacknowledged} unacknowledged stored`,
      )
      .join('; ')}; sessions ${report.sessions.stored}/${report.sessions.acknowledged} stored; ` +
      `photos ${photos.stored}/${photos.acknowledged} with their row${
        photos.inStore === undefined ? '' : `, ${photos.inStore} with every width in the store`
      }; ` +
      `${problems.length === 0 ? 'no problems' : `PROBLEMS:\n  ${problems.slice(0, 20).join('\n  ')}`}`,
  );
  return report;
}
