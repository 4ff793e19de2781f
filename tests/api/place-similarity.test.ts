/**
 * The search matches misspelt places by computing pg_trgm's similarity over the known place names
 * (place-similarity.ts) instead of asking the database row by row: the two must agree, or a search
 * would find other places than before. Each pair is scored by the database and by our copy.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows';
import {
  SIMILARITY_THRESHOLD,
  similarNames,
  trigramSimilarity,
  trigramsOf,
} from '../../src/shared/listings/place-similarity';
import { describeEachDatabase } from '../helpers/database';

const PAIRS: [string, string][] = [
  ['Andheri West', 'andheri wst'],
  ['Kolar Road', 'kolar rd'],
  ['Kolkata', 'kolar rd'],
  ['M.P. Nagar', 'mp nagar'],
  ['Arera Colony', 'Arera Colny'],
  ['Defence Colony', 'Arera Colony'],
  ['Sector 5_A 50%', '50%_off\\'],
  ['Bengaluru', 'bangalore'],
  ['Navi Mumbai', 'mumbai'],
  ['Bhopal', 'bhopl'],
  ['Banjara Hills', 'banjara-hills 2'],
  ['Kōramangala', 'koramangala'],
  ['Whitefield', 'x'],
  ['', 'anything'],
];

describeEachDatabase('place similarity as pg_trgm computes it', (database) => {
  it('scores every pair as the database does', async () => {
    for (const [name, typed] of PAIRS) {
      const [row] = rowsOf<{ score: number }>(
        await database().db.execute(sql`select similarity(${name}, ${typed})::float8 as score`),
      );
      const ours = trigramSimilarity(trigramsOf(name), trigramsOf(typed));
      expect(ours, `${name} ~ ${typed}`).toBeCloseTo(Number(row?.score), 5);
    }
  });

  it('names the places that `%` matches, at the same threshold', async () => {
    const names = PAIRS.map(([name]) => name).filter(Boolean);
    for (const typed of ['andheri wst', 'arera colny', 'kolar rd', 'bhopl']) {
      const matched = rowsOf<{ name: string }>(
        await database().db.execute(
          sql`select lower(n) as name from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) as t(n) where n % ${typed}`,
        ),
      ).map((row) => row.name);
      expect(similarNames(names, typed).sort(), typed).toEqual([...new Set(matched)].sort());
    }
    expect(SIMILARITY_THRESHOLD).toBe(0.3);
  });
});
