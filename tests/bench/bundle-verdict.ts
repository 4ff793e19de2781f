/** The home-page bundle rules that `npm run bundle:check` enforces in CI, as a pure function. */

/** 100 kB gzip: the ceiling for all JavaScript the home page downloads. */
export const HOME_JS_BUDGET_BYTES = 100_000;

/** The target (not yet met: docs/benchmarks.md explains the gap). */
export const HOME_JS_TARGET_BYTES = 90_000;

/** How far above the recorded figure a change may take the home page before CI fails. */
export const REGRESSION_ALLOWANCE_BYTES = 5_000;

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Why this build fails the check (empty when it passes). */
export function bundleFailures(totalBytes: number, recordedBytes: number): string[] {
  const failures: string[] = [];
  if (totalBytes > HOME_JS_BUDGET_BYTES) failures.push(`Over budget by ${kb(totalBytes - HOME_JS_BUDGET_BYTES)}.`);
  const change = totalBytes - recordedBytes;
  if (change > REGRESSION_ALLOWANCE_BYTES)
    failures.push(
      `A regression of ${kb(change)} over the recorded figure (more than ${kb(REGRESSION_ALLOWANCE_BYTES)}): make the home page lighter, or record a deliberate change with --update-baseline.`,
    );
  return failures;
}
