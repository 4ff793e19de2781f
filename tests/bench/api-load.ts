/**
 * One autocannon run against the real server, and the table row it makes: requests/s, p50/p99 latency,
 * answers with an unexpected status, connection errors and bytes per answer (headers included, gzip).
 */
import autocannon from 'autocannon';

export interface LoadRequest {
  path: string;
  headers?: Record<string, string>;
}

export interface LoadCase {
  name: string;
  /** Sent in turn by every connection (one path, or several to vary the query or the listing). */
  requests: LoadRequest[];
  /** The one status every answer must have (200, or 304 for the conditional cases). */
  expect: 200 | 304;
}

export interface LoadRow {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  unexpected: number;
  errors: number;
  bytesPerRequest: number;
  statuses: string;
}

/** What a browser sends: gzip is accepted, so the figures include compressing the JSON. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip', accept: 'application/json' };

export async function load(
  url: string,
  test: LoadCase,
  options: { connections: number; duration: number },
): Promise<LoadRow> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    headers: BROWSER_HEADERS,
    requests: test.requests.map((request) => ({
      method: 'GET',
      path: request.path,
      headers: { ...BROWSER_HEADERS, ...request.headers },
    })),
  });
  const byStatus = Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0] as const);
  const answered = byStatus.reduce((sum, [, count]) => sum + count, 0);
  const expected = byStatus.find(([code]) => code === String(test.expect))?.[1] ?? 0;
  return {
    name: test.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: answered - expected,
    errors: result.errors + result.timeouts,
    bytesPerRequest: answered ? result.throughput.total / answered : 0,
    statuses: byStatus.map(([code, count]) => `${code}×${count}`).join(' '),
  };
}

const f = (n: number, digits = 1) => n.toFixed(digits);

/** The table of a run; `ceiling` (the no-op's requests/s) adds each row's share of it. */
export function printTable(rows: LoadRow[], ceiling?: number): void {
  const share = (row: LoadRow) => (ceiling ? ` ${f(row.requestsPerSecond / ceiling, 2)} |` : '');
  console.log(
    `\n| endpoint | requests/s |${ceiling ? ' × no-op |' : ''} p50 ms | p99 ms | unexpected status | errors | bytes/request |`,
  );
  console.log(`|---|---:|${ceiling ? '---:|' : ''}---:|---:|---:|---:|---:|`);
  for (const row of rows)
    console.log(
      `| ${row.name} | ${Math.round(row.requestsPerSecond)} |${share(row)} ${f(row.p50)} | ${f(row.p99)} | ${row.unexpected} | ${row.errors} | ${Math.round(row.bytesPerRequest)} |`,
    );
}

/** The tags of the answers the conditional cases send back in If-None-Match. */
export async function withTags(url: string, requests: LoadRequest[]): Promise<LoadRequest[]> {
  const tagged: LoadRequest[] = [];
  for (const request of requests) {
    const res = await fetch(`${url}${request.path}`, { headers: BROWSER_HEADERS });
    await res.arrayBuffer();
    const tag = res.headers.get('ETag');
    if (res.status !== 200 || !tag) throw new Error(`${request.path} answered ${res.status} without an ETag`);
    tagged.push({ path: request.path, headers: { 'if-none-match': tag } });
  }
  return tagged;
}
