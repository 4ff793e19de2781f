/** The figures of a mixed load run (cluster-load.ts): requests, errors, statuses, p50/p99 and requests/s. */

import { type KindStats, LOAD_KINDS, type LoadRun } from './cluster-load';
import { printFigures } from './print-figures';

export interface LoadSummary {
  requests: number;
  /** Requests with no answer (connection failure or timeout) plus 5xx answers. */
  errors: number;
  /** Answers outside 2xx, by status (every request of the mix is valid: any of them is a defect). */
  non2xx: Record<string, number>;
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

function summarise(stats: KindStats[], seconds: number): LoadSummary {
  const latencies = stats.flatMap((s) => s.latenciesMs).sort((a, b) => a - b);
  const non2xx: Record<string, number> = {};
  let serverErrors = 0;
  for (const [status, count] of stats.flatMap((s) => [...s.statuses])) {
    if (status >= 200 && status < 300) continue;
    non2xx[status] = (non2xx[status] ?? 0) + count;
    if (status >= 500) serverErrors += count;
  }
  const failures = stats.reduce((sum, s) => sum + s.failures, 0);
  const requests = latencies.length + failures;
  return {
    requests,
    errors: failures + serverErrors,
    non2xx,
    requestsPerSecond: requests / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

const ms = (value: number) => value.toFixed(1);
const statuses = (non2xx: Record<string, number>) =>
  Object.entries(non2xx)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ') || '-';

/** Prints the table (one row a kind, then all) and returns the overall figures. */
export function printLoadReport(run: LoadRun): LoadSummary {
  const lines = [
    `\nmixed load: ${run.elapsedSeconds.toFixed(1)} s, ${run.concurrency} concurrent clients (closed loop), ` +
      `requests by process ${run.requestsByNode.join(' / ')}`,
    '| kind | requests | errors | non-2xx | p50 ms | p99 ms | requests/s |',
    '|---|---:|---:|---|---:|---:|---:|',
  ];
  const row = (name: string, s: LoadSummary) =>
    `| ${name} | ${s.requests} | ${s.errors} | ${statuses(s.non2xx)} | ${ms(s.p50)} | ${ms(s.p99)} | ${s.requestsPerSecond.toFixed(1)} |`;
  for (const kind of LOAD_KINDS) lines.push(row(kind, summarise([run.stats[kind]], run.elapsedSeconds)));
  const all = summarise(Object.values(run.stats), run.elapsedSeconds);
  lines.push(row('**all**', all));
  const acknowledged = (records: { id?: number }[]) => records.filter((r) => r.id !== undefined).length;
  lines.push(
    `acknowledged writes: ${acknowledged(run.listings)} listings, ${acknowledged(run.enquiries)} enquiries, ` +
      `${run.sessions.length} logins; writes skipped (seed exhausted): ${run.skippedWrites}`,
  );
  if (run.samples.length > 0) lines.push(`first problems:\n  ${run.samples.join('\n  ')}`);
  printFigures(lines.join('\n'));
  return all;
}
