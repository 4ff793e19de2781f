/**
 * What the bench prints from three Lighthouse runs of one page: the median of each score and metric, the
 * targets beside them, and the failing audits of the median run (the run whose performance score is the
 * middle one) with the details that name the cause: element, URL, contrast, wasted bytes or time.
 */
import { CATEGORIES, type CategoryId, type LhAudit, type Lhr, METRICS, type MetricName } from './lighthouse-run';

/** The targets: scores out of 100, times in ms; a missing entry has no target. */
export const SCORE_TARGETS: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
export const METRIC_TARGETS: Partial<Record<MetricName, number>> = { LCP: 1800, TBT: 150, CLS: 0.02 };

/** A page's LCP may be at most this many times the bare React page's, measured in the same run. */
export const LCP_RATIO_TARGET = 1.1;

/** A page's median LCP over the floor page's. */
export const lcpRatio = (page: PageSummary, floor: PageSummary): number => page.metrics.LCP / floor.metrics.LCP;

export interface PageSummary {
  scores: Record<CategoryId, number>;
  metrics: Record<MetricName, number>;
  median: Lhr;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export function summarise(runs: Lhr[]): PageSummary {
  const score = (lhr: Lhr, id: CategoryId) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(runs.map((lhr) => score(lhr, id)))]),
  ) as PageSummary['scores'];
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0))]),
  ) as PageSummary['metrics'];
  const byPerformance = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const middle = byPerformance[Math.floor(byPerformance.length / 2)];
  if (!middle) throw new Error('no Lighthouse run to summarise');
  return { scores, metrics, median: middle };
}

export const scoreMissed = (id: CategoryId, value: number) => value < SCORE_TARGETS[id];
export const metricMissed = (name: MetricName, value: number) => {
  const target = METRIC_TARGETS[name];
  return target !== undefined && value > target;
};

export function formatMetric(name: MetricName, value: number): string {
  if (name === 'CLS') return value.toFixed(3);
  if (name === 'Total bytes') return `${(value / 1000).toFixed(1)} kB`;
  if (name === 'TBT') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

export function formatMetricTarget(name: MetricName): string {
  const target = METRIC_TARGETS[name];
  if (target === undefined) return '';
  return `<= ${formatMetric(name, target)}`;
}

const SCORED = new Set(['binary', 'numeric', 'metricSavings']);

/** The audits of `category` that lost points in this run. */
export function failingAudits(lhr: Lhr, category: CategoryId): LhAudit[] {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is LhAudit => !!audit && SCORED.has(audit.scoreDisplayMode) && (audit.score ?? 1) < 1);
}

const short = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

type Item = Record<string, unknown>;

/** One line per detail item: the element or URL, and the figures that say how much it costs. */
function describeItem(item: Item, origin: string): string {
  if (item.type === 'checklist') {
    const checks = Object.values(item.items as Record<string, { label: string; value: boolean }>);
    return checks.map((check) => `${check.label}: ${check.value ? 'yes' : 'NO'}`).join('; ');
  }
  const parts: string[] = [];
  const node = (item.type === 'node' ? item : item.node) as
    | { nodeLabel?: string; selector?: string; snippet?: string; explanation?: string }
    | undefined;
  if (node)
    parts.push(
      `${short(node.nodeLabel ?? '', 60)} [${short(node.selector ?? '', 80)}] ${short(node.snippet ?? '', 120)}`,
    );
  if (node?.explanation) parts.push(short(node.explanation.replace(/\s+/g, ' '), 220));
  const source = item.source as { url?: string; line?: number } | undefined;
  const url = typeof item.url === 'string' ? item.url : source?.url;
  if (url) parts.push(`${url.replace(origin, '')}${source?.line !== undefined ? `:${source.line}` : ''}`);
  for (const key of ['issueType', 'description', 'phase', 'label', 'groupLabel']) {
    if (typeof item[key] === 'string') parts.push(short(item[key] as string));
  }
  const subUrls = ((item.subItems as { items?: Item[] } | undefined)?.items ?? []).map((sub) => sub.url);
  if (subUrls.length) parts.push(subUrls.filter(Boolean).join(', '));
  for (const [key, format] of [
    ['totalBytes', kb],
    ['transferSize', kb],
    ['wastedBytes', (n: number) => `wasted ${kb(n)}`],
    ['wastedMs', (n: number) => `wasted ${Math.round(n)} ms`],
    ['timing', (n: number) => `${Math.round(n)} ms`],
    ['total', (n: number) => `${Math.round(n)} ms CPU`],
    ['scripting', (n: number) => `${Math.round(n)} ms script`],
    ['duration', (n: number) => `${Math.round(n)} ms`],
    ['reflowTime', (n: number) => `reflow ${Math.round(n)} ms`],
    ['startTime', (n: number) => `at ${Math.round(n)} ms`],
    ['blockingTime', (n: number) => `blocking ${Math.round(n)} ms`],
    ['score', (n: number) => `shift ${n.toFixed(4)}`],
  ] as const) {
    if (typeof item[key] === 'number') parts.push(format(item[key] as number));
  }
  return parts.filter(Boolean).join(' | ');
}

interface Chain {
  url: string;
  navStartToEndTime: number;
  isLongest?: boolean;
  children?: Record<string, Chain>;
}

/** The longest request chain of the network dependency tree, one request per line. */
function longestChain(chains: Record<string, Chain>, origin: string): string[] {
  const next = Object.values(chains).find((chain) => chain.isLongest);
  if (!next) return [];
  return [
    `${next.url.replace(origin, '')} | done at ${Math.round(next.navStartToEndTime)} ms`,
    ...longestChain(next.children ?? {}, origin),
  ];
}

/** Items of a details block, with lists (LH 12 insights) flattened into their tables and nodes. */
function itemsOf(details: { type?: string; items?: Item[] }): Item[] {
  if (details.type !== 'list') return details.items ?? [];
  return (details.items ?? []).flatMap((sub) => {
    if (sub.type === 'table') return (sub.items as Item[] | undefined) ?? [];
    if (sub.type === 'list-section') {
      const value = sub.value as { type?: string; chains?: Record<string, Chain> } | undefined;
      return value?.type === 'network-tree' ? [{ chains: value.chains }] : [];
    }
    return [sub];
  });
}

/** The detail lines of an audit (tables, checklists, nodes, the longest request chain), at most `max`. */
export function auditDetailLines(audit: LhAudit, origin: string, max = 6): string[] {
  if (!audit.details) return [];
  const items = itemsOf(audit.details);
  const lines = items.flatMap((item) =>
    item.chains ? longestChain(item.chains as Record<string, Chain>, origin) : [describeItem(item, origin)],
  );
  const shown = lines.filter(Boolean).slice(0, max);
  if (lines.length > max) shown.push(`… and ${lines.length - max} more`);
  return shown;
}
