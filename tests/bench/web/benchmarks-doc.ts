/**
 * Writes the bench's figures into docs/benchmarks.md, in the section headed HEADING
 * right after "Home page JavaScript": everything between the two markers is replaced on every run, so the
 * page always shows the latest figures (git keeps the history).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../helpers/server-process';
import { CATEGORIES, METRICS, type MetricName } from './lighthouse-run';
import {
  failingAudits,
  formatMetric,
  formatMetricTarget,
  LCP_RATIO_TARGET,
  lcpRatio,
  METRIC_TARGETS,
  metricMissed,
  type PageSummary,
  SCORE_TARGETS,
  scoreMissed,
} from './lighthouse-summary';
import type { RepeatVisit } from './repeat-visit';

export const BENCHMARKS_MD = join(PROJECT_ROOT, 'docs', 'benchmarks.md');
const HEADING = '## Lighthouse and repeat visit';
const AFTER = '## Home page JavaScript';
export const START = '<!-- bench:web:start -->';
export const END = '<!-- bench:web:end -->';

export interface BenchReport {
  date: string;
  machine: string;
  chromium: string;
  lighthouse: string;
  command: string;
  loadAverages: number[];
  pages: { name: string; path: string; summary: PageSummary; loads: number[] }[];
  repeat: RepeatVisit;
  repeatTargetBytes: number;
}

const TABLE_METRICS = new Set<string>([...Object.values(METRICS), 'interactive', 'max-potential-fid']);

const missed = (flag: boolean) => (flag ? ' MISSED' : '');

function render(report: BenchReport): string {
  const metricNames = Object.keys(METRICS) as MetricName[];
  const header = ['page', 'load avg', ...CATEGORIES, ...metricNames, 'LCP / floor'];
  const targets = [
    'target',
    '',
    ...CATEGORIES.map((id) => (SCORE_TARGETS[id] === 100 ? '100' : `>= ${SCORE_TARGETS[id]}`)),
    ...metricNames.map((name) => (METRIC_TARGETS[name] === undefined ? '' : formatMetricTarget(name))),
    `<= ${LCP_RATIO_TARGET}x`,
  ];
  const floor = report.pages[0]?.summary;
  const rows = report.pages.map(({ name, path, summary, loads }, index) => {
    const ratio = floor ? lcpRatio(summary, floor) : Number.NaN;
    return [
      `${name} (\`${path.length > 40 ? `${path.slice(0, 39)}…` : path}\`)`,
      `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
      ...CATEGORIES.map((id) => `${summary.scores[id]}${missed(scoreMissed(id, summary.scores[id]))}`),
      ...metricNames.map(
        (metric) =>
          `${formatMetric(metric, summary.metrics[metric])}${missed(metricMissed(metric, summary.metrics[metric]))}`,
      ),
      index === 0 ? '1.00x (floor)' : `${ratio.toFixed(2)}x${missed(ratio > LCP_RATIO_TARGET)}`,
    ];
  });
  const table = [header, header.map(() => '---'), targets, ...rows].map((row) => `| ${row.join(' | ')} |`);
  const failing = report.pages.map(({ name, summary }) => {
    // The metrics themselves are in the table: the list names what costs them.
    const audits = CATEGORIES.flatMap((id) =>
      failingAudits(summary.median, id)
        .filter((audit) => !TABLE_METRICS.has(audit.id))
        .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
    );
    return `- ${name}: ${audits.length ? [...new Set(audits)].join('; ') : 'none'}`;
  });
  const { repeat } = report;
  const loads = report.loadAverages;
  return [
    `Command: \`${report.command}\`. Run on ${report.date}: ${report.machine}, ${report.chromium}, Lighthouse`,
    `${report.lighthouse} (default mobile config: emulated Moto G Power, simulated slow 4G, 4x CPU slowdown).`,
    `Each figure is the median of 3 runs; the audits are those of the run with the median performance score.`,
    `One-minute load average before the runs: ${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)} (simulated throttling`,
    'scales the main-thread time it observes, so other jobs on the 2 shared cores inflate TBT and LCP). The',
    "search is Bhopal flats; the property is a demo Bhopal flat; the landing page is Bhopal's; the add-property",
    'page is audited signed in as a new seller (the bench checks it landed on the form, not the login). The floor',
    'is a bare React 19 page (an h1, a paragraph, one of our photos) built by Vite and served over loopback in',
    'the same run; "LCP / floor" is each page\'s median LCP over the floor\'s.',
    '',
    ...table,
    '',
    'Audits that lost points (median run):',
    '',
    ...failing,
    '',
    `Repeat visit (360x800, service worker controlling, every public page's code precached; \`/\` opened again until the first`,
    `listing card shows, ${repeat.cardVisibleMs} ms): ${repeat.totalBytes} bytes over the network (target under`,
    `${report.repeatTargetBytes / 1000} kB)${missed(repeat.totalBytes >= report.repeatTargetBytes)}, ${repeat.requests.length} requests, ` +
      `${
        repeat.requests
          .filter((r) => r.bytes > 0)
          .map((r) => `\`${r.url}\` ${r.bytes} B`)
          .join(', ') || 'none from the network'
      }.`,
  ].join('\n');
}

const FIRST_VISIT_START = '<!-- bench:web:first-visit:start -->';
const FIRST_VISIT_END = '<!-- bench:web:first-visit:end -->';

/** `doc` with what lies between `start` and `end` replaced by `text`, or undefined without the markers. */
function replaceBetween(doc: string, start: string, end: string, text: string): string | undefined {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  return from >= 0 && to > from
    ? `${doc.slice(0, from)}${start}\n${text}\n${end}${doc.slice(to + end.length)}`
    : undefined;
}

/**
 * Replaces the first visit's figures (first-visit-offline.ts), kept between markers of their own right
 * after the Lighthouse figures, so either can be measured again alone.
 */
export function writeFirstVisit(lines: string[]): void {
  const doc = readFileSync(BENCHMARKS_MD, 'utf8');
  const text = lines.join('\n');
  let next = replaceBetween(doc, FIRST_VISIT_START, FIRST_VISIT_END, text);
  if (next === undefined) {
    const end = doc.indexOf(END);
    if (end < 0) throw new Error(`${BENCHMARKS_MD} has no "${END}" marker: run the whole bench first`);
    const at = end + END.length;
    next = `${doc.slice(0, at)}\n\n${FIRST_VISIT_START}\n${text}\n${FIRST_VISIT_END}${doc.slice(at)}`;
  }
  writeFileSync(BENCHMARKS_MD, next);
}

/** Replaces the section's content between the markers, adding the section after "Home page JavaScript" if missing. */
export function writeBenchmarks(report: BenchReport): void {
  const doc = readFileSync(BENCHMARKS_MD, 'utf8');
  let next = replaceBetween(doc, START, END, render(report));
  if (next === undefined) {
    const body = `${START}\n${render(report)}\n${END}`;
    const after = doc.indexOf(AFTER);
    if (after < 0) throw new Error(`${BENCHMARKS_MD} has no "${AFTER}" section`);
    const nextHeading = doc.indexOf('\n## ', after + AFTER.length);
    const at = nextHeading < 0 ? doc.length : nextHeading + 1;
    next = `${doc.slice(0, at)}${HEADING}\n\n${body}\n\n${doc.slice(at)}`;
  }
  writeFileSync(BENCHMARKS_MD, next);
}
