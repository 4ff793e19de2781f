import { describe, expect, it } from 'vitest';
import {
  isUsableRecord,
  keysToEvict,
  LISTING_CACHE_CONTROL,
  mayKeepAnswer,
  OFFLINE_API_LIMITS,
  OFFLINE_SCHEMA_VERSION,
  type OfflineAnswerRecord,
} from '../../src/shared/offline/offline-contract';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 21, 10, 15);

const record = (savedAt: number, more: Partial<OfflineAnswerRecord> = {}): OfflineAnswerRecord => ({
  schemaVersion: OFFLINE_SCHEMA_VERSION,
  savedAt,
  url: '/api/properties/featured?limit=8',
  status: 200,
  body: '{"success":true,"data":[]}',
  ...more,
});

describe('saved answers: which may be shown', () => {
  it('shows a record of this schema version up to maxAgeDays old', () => {
    expect(isUsableRecord(record(NOW), NOW)).toBe(true);
    expect(isUsableRecord(record(NOW - OFFLINE_API_LIMITS.maxAgeDays * DAY), NOW)).toBe(true);
    expect(isUsableRecord(record(NOW - OFFLINE_API_LIMITS.maxAgeDays * DAY - 1), NOW)).toBe(false);
  });

  it('ignores another schema version and anything malformed', () => {
    expect(isUsableRecord({ ...record(NOW), schemaVersion: OFFLINE_SCHEMA_VERSION + 1 }, NOW)).toBe(false);
    for (const bad of [undefined, null, 'x', {}, { ...record(NOW), body: undefined }, { ...record(NOW), savedAt: '1' }])
      expect(isUsableRecord(bad, NOW)).toBe(false);
  });
});

describe('saved answers: which may be kept', () => {
  it('keeps 200 JSON answers unless they say no-store', () => {
    expect(mayKeepAnswer(200, 'application/json', LISTING_CACHE_CONTROL.public)).toBe(true);
    expect(mayKeepAnswer(200, 'application/json; charset=UTF-8', null)).toBe(true);
    expect(mayKeepAnswer(200, 'application/json', LISTING_CACHE_CONTROL.private)).toBe(false);
    expect(mayKeepAnswer(200, 'application/json', 'no-store')).toBe(false);
    expect(mayKeepAnswer(404, 'application/json', null)).toBe(false);
    expect(mayKeepAnswer(503, 'application/json', null)).toBe(false);
    expect(mayKeepAnswer(200, 'text/html', null)).toBe(false);
  });
});

describe('saved answers: eviction', () => {
  it('evicts the oldest by savedAt down to the bound, whatever the store order', () => {
    const records = [5, 1, 4, 2, 3].map((n) => [`k${n}`, record(NOW - (10 - n) * 1000)] as const);
    expect(keysToEvict(records, NOW, 3).sort()).toEqual(['k1', 'k2']);
    expect(keysToEvict(records, NOW, 5)).toEqual([]);
    expect(keysToEvict(records, NOW, 0).length).toBe(5);
  });

  it('evicts unusable records first, and they do not count towards the bound', () => {
    const records = [
      ['old', record(NOW - (OFFLINE_API_LIMITS.maxAgeDays + 1) * DAY)],
      ['other-version', { ...record(NOW), schemaVersion: 99 }],
      ['a', record(NOW - 2000)],
      ['b', record(NOW - 1000)],
    ] as const;
    expect(keysToEvict(records, NOW, 2).sort()).toEqual(['old', 'other-version']);
    expect(keysToEvict(records, NOW, 1).sort()).toEqual(['a', 'old', 'other-version']);
  });

  it('brings a full store of maxAnswers + 1 down to evictDownTo, keeping the newest', () => {
    const n = OFFLINE_API_LIMITS.maxAnswers + 1;
    const records = Array.from({ length: n }, (_, i) => [i, record(NOW - (n - i) * 1000)] as const);
    const doomed = keysToEvict(records, NOW, OFFLINE_API_LIMITS.evictDownTo);
    expect(doomed.length).toBe(n - OFFLINE_API_LIMITS.evictDownTo);
    expect(Math.max(...doomed)).toBe(n - OFFLINE_API_LIMITS.evictDownTo - 1);
  });
});
