/**
 * What the fault suites check after a fault: the database's rows read with plain SQL (the server's own
 * queries could hide a half-written record) and the media folder's files read from disk.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { MEDIA_WIDTHS } from '../../src/shared/media';
import { filesIn } from './media-api';

export type Row = Record<string, unknown>;
export type Query = (text: string) => Promise<Row[]>;

/**
 * Runs `check` with plain SQL on the database: PostgreSQL by URL (the server may still run), PGlite from
 * its folder (only one process may open it, so the server must have stopped).
 */
export async function withSql<T>(
  database: { url?: string | undefined; dataDir?: string | undefined },
  check: (query: Query) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase(
    database.url ? { kind: 'postgres', url: database.url, poolMax: 2 } : { kind: 'pglite', dataDir: database.dataDir },
  );
  try {
    return await check(async (text) => {
      const result = (await handle.db.execute(sql.raw(text))) as unknown as { rows: Row[] };
      return result.rows;
    });
  } finally {
    await handle.close();
  }
}

/** True when `bytes` is a whole WebP file: the RIFF header's length is the file's length. */
export const isWholeWebp = (bytes: Uint8Array): boolean =>
  bytes.length >= 12 &&
  String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' &&
  String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP' &&
  new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true) + 8 === bytes.length;

export interface MediaAudit {
  /** `media` rows. */
  rows: number;
  /** Rows missing one of their variant files, or whose file is not a whole WebP. */
  rowsWithoutWholeFiles: string[];
  /** Final-named files (not `.tmp`) that are not whole WebP files. */
  partialFiles: string[];
  /** Hashes with files but no row: leftovers of a crash, which the next upload takes over and the sweep removes. */
  filesWithoutRow: string[];
  /** Temporary files a write left behind. */
  temporaryFiles: string[];
}

/** Compares the `media` rows with the files in `mediaDir`. */
export async function auditMedia(query: Query, mediaDir: string): Promise<MediaAudit> {
  const rows = await query('select hash, variants from media');
  const files = await filesIn(mediaDir);
  const finals = files.filter((file) => file.endsWith('.webp'));
  const whole = new Set<string>();
  const partialFiles: string[] = [];
  for (const file of finals) {
    if (isWholeWebp(new Uint8Array(await readFile(join(mediaDir, file))))) whole.add(file);
    else partialFiles.push(file);
  }
  const fileOf = (hash: string, width: number) => join(hash.slice(0, 2), `${hash}-${width}.webp`);
  const known = new Set(rows.map((row) => String(row.hash)));
  const rowsWithoutWholeFiles = rows
    .filter((row) => {
      const hash = String(row.hash);
      const widths = (row.variants as number[] | string).toString().replace(/[{}]/g, '').split(',').map(Number);
      // Every page width, maybe the zoom width too, each a whole file.
      const missing = MEDIA_WIDTHS.some((width) => !widths.includes(width));
      return missing || widths.some((width) => !whole.has(fileOf(hash, width)));
    })
    .map((row) => String(row.hash));
  const filesWithoutRow = [
    ...new Set(finals.map((file) => file.split('/').at(-1)?.split('-')[0] ?? '').filter((hash) => !known.has(hash))),
  ];
  return {
    rows: rows.length,
    rowsWithoutWholeFiles,
    partialFiles,
    filesWithoutRow,
    temporaryFiles: files.filter((file) => file.endsWith('.tmp')),
  };
}
