import { describe, expect, it } from 'vitest';
import {
  bundleFailures,
  HOME_JS_BUDGET_BYTES,
  PRECACHE_BUDGET_BYTES,
  precacheFailures,
  REGRESSION_ALLOWANCE_BYTES,
} from '../bench/bundle-verdict';

describe('the home-page bundle check (CI)', () => {
  it('passes a build at or under the recorded figure plus the allowance, within the budget', () => {
    expect(bundleFailures(95_000, 95_000)).toEqual([]);
    expect(bundleFailures(90_000 + REGRESSION_ALLOWANCE_BYTES, 90_000)).toEqual([]);
    expect(bundleFailures(80_000, 95_000)).toEqual([]);
  });

  it('fails a regression of more than 5 kB gzip over the recorded figure', () => {
    const failures = bundleFailures(90_000 + REGRESSION_ALLOWANCE_BYTES + 1, 90_000);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^A regression of 5\.0 kB over the recorded figure/);
  });

  it('fails a build over the budget even when the recorded figure was close to it', () => {
    expect(bundleFailures(HOME_JS_BUDGET_BYTES + 100, HOME_JS_BUDGET_BYTES - 100)).toEqual(['Over budget by 0.1 kB.']);
  });
});

describe('the service worker precache check (CI)', () => {
  it('passes a precache of up to 1,000 kB gzip and fails one over it', () => {
    expect(PRECACHE_BUDGET_BYTES).toBe(1_000_000);
    expect(precacheFailures(PRECACHE_BUDGET_BYTES)).toEqual([]);
    const failures = precacheFailures(PRECACHE_BUDGET_BYTES + 2_500);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^The service worker's precache is over budget by 2\.5 kB/);
  });
});
