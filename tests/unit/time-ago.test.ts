import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from '../../src/shared/time-ago';

const NOW = Date.UTC(2026, 10, 28, 6, 30);
const ago = (ms: number) => formatTimeAgo(NOW - ms, NOW);
const MINUTE = 60_000;

describe('formatTimeAgo', () => {
  it('says how long ago, in minutes, hours and days, one and many', () => {
    expect(ago(20_000)).toBe('just now');
    expect(ago(MINUTE)).toBe('1 minute ago');
    expect(ago(5 * MINUTE)).toBe('5 minutes ago');
    expect(ago(60 * MINUTE)).toBe('1 hour ago');
    expect(ago(23 * 60 * MINUTE)).toBe('23 hours ago');
    expect(ago(24 * 60 * MINUTE)).toBe('1 day ago');
    expect(ago(6 * 24 * 60 * MINUTE)).toBe('6 days ago');
  });

  it('gives the date after a week, and nothing for a time it cannot read', () => {
    expect(ago(8 * 24 * 60 * MINUTE)).toBe('on 20 Nov 2026');
    expect(formatTimeAgo('not a date', NOW)).toBe('');
  });

  it('reads a time a little ahead (a clock that runs fast) as just now', () => {
    expect(formatTimeAgo(NOW + 90_000, NOW)).toBe('just now');
  });
});
