/**
 * A bounded mixed load on a cluster: browsing (featured, a city), search, detail reads,
 * logins, enquiries, sellers posting listings and uploading photos, spread in turn over every process,
 * for a fixed time.
 *
 * With `kill`, one process is SIGKILLed part-way and the load carries on as a load balancer would: nothing
 * more is sent to it, and a request it took down with it is sent again to the next process when that is
 * safe (reads, enquiries with their Idempotency-Key, photos, which are named by their content). A new
 * listing has no such key, so one cut by the kill is counted as cut (it may or may not be stored, at most
 * once), never resent.
 *
 * Closed loop: `concurrency` workers, each sending its next request when the last one answered, over
 * keep-alive connections (Node's fetch). Latency is measured per request from send to the last byte of
 * the answer. Every write carries a unique marker, and every acknowledged one (its 201 and id) is kept,
 * so the database can be checked afterwards (cluster-load-check.ts).
 */
import { performance } from 'node:perf_hooks';
import {
  cityListingsPath,
  featuredListingsPath,
  propertyDetailPath,
} from '../../src/shared/listings/listing-api-paths';
import { MEDIA_UPLOAD_PATH } from '../../src/shared/media-upload';
import { validFlat } from '../fixtures/seller-listings';
import type { Cluster } from './cluster';
import type { Account } from './cluster-api';
import { LOAD_KINDS, type LoadKind, REQUEST_TIMEOUT_MS, SCHEDULE, SEARCHES, shuffled } from './cluster-load-mix';
import { flatAt, LOAD_PLACES, type LoadSeed } from './cluster-load-seed';
import { formWith } from './media-api';

export { LOAD_KINDS, LOAD_RATE_LIMIT_SCALE, type LoadKind } from './cluster-load-mix';

export interface KindStats {
  latenciesMs: number[];
  /** Answers by HTTP status. */
  statuses: Map<number, number>;
  /** Requests that got no answer at all (connection refused or reset, timeout). */
  failures: number;
}

export interface WriteRecord {
  marker: string;
  /** The id the 201 carried; undefined when the write was not acknowledged. */
  id?: number;
}

export interface LoadRun {
  elapsedSeconds: number;
  concurrency: number;
  stats: Record<LoadKind, KindStats>;
  requestsByNode: number[];
  listings: WriteRecord[];
  enquiries: WriteRecord[];
  /** Tokens of acknowledged logins: each must be a stored session. */
  sessions: string[];
  /** Hashes of acknowledged photo uploads: each must be stored, in the media table and the store. */
  photos: string[];
  /** Requests sent again to another process after the killed one took them down. */
  resentAfterKill: number;
  /** New listings the kill cut before they were answered (not resent: they carry no idempotency key). */
  cutByKill: number;
  /** When the process was killed, in seconds into the run (with `kill`). */
  killedAtSeconds?: number;
  /** Writes not sent because the seed's quota places or buyer-listing pairs ran out (read instead). */
  skippedWrites: number;
  /** A few of the failures and unexpected answers, for the report. */
  samples: string[];
}

export interface LoadOptions {
  seconds: number;
  concurrency: number;
  /** Called every `progressSeconds` with the run so far (the soak prints a line a minute). */
  onProgress?: (run: LoadRun, elapsedSeconds: number) => void;
  progressSeconds?: number;
  /** SIGKILL process `node` after `afterSeconds`; the others carry the rest of the load. */
  kill?: { node: number; afterSeconds: number };
}

interface Planned {
  kind: LoadKind;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A multipart body, sent as is (a photo upload). */
  form?: () => FormData;
  /** Safe to send again to another process when the one it went to died with it unanswered. */
  resendable: boolean;
  /** Called with the parsed answer of a 2xx. */
  acknowledge?: (body: { data: { id: number; token: string; hash: string } }) => void;
}

export async function runMixedLoad(cluster: Cluster, seed: LoadSeed, options: LoadOptions): Promise<LoadRun> {
  const run: LoadRun = {
    elapsedSeconds: 0,
    concurrency: options.concurrency,
    stats: Object.fromEntries(
      LOAD_KINDS.map((kind) => [kind, { latenciesMs: [], statuses: new Map(), failures: 0 }]),
    ) as unknown as Record<LoadKind, KindStats>,
    requestsByNode: cluster.nodes.map(() => 0),
    listings: [],
    enquiries: [],
    sessions: [],
    photos: [],
    resentAfterKill: 0,
    cutByKill: 0,
    skippedWrites: 0,
    samples: [],
  };
  const pairs = shuffled(seed.buyers.flatMap((buyer) => seed.activeIds.map((id) => ({ buyer, id }))));
  let posted = 0;
  let slot = 0;
  let uploaded = 0;
  const read = (kind: LoadKind, path: string): Planned => ({ kind, method: 'GET', path, resendable: true });
  const detail = (n: number) => read('detail', propertyDetailPath(seed.activeIds[n % seed.activeIds.length] as number));

  const plan = (n: number): Planned => {
    const kind = SCHEDULE[n % SCHEDULE.length] as LoadKind;
    const place = LOAD_PLACES[n % LOAD_PLACES.length] as (typeof LOAD_PLACES)[number];
    switch (kind) {
      case 'featured':
        return read(kind, featuredListingsPath(n % 2 === 0 ? null : place.city, 12));
      case 'city':
        return read(kind, cityListingsPath(place.city, 12));
      case 'search':
        return read(kind, SEARCHES[n % SEARCHES.length] as string);
      case 'detail':
        return detail(n);
      case 'login': {
        const buyer = seed.buyers[n % seed.buyers.length] as Account;
        return {
          kind,
          method: 'POST',
          path: '/api/users/login',
          body: { email: buyer.person.email, password: buyer.person.password },
          resendable: true,
          acknowledge: (body) => run.sessions.push(body.data.token),
        };
      }
      case 'enquiry': {
        const pair = pairs.pop();
        if (!pair) {
          run.skippedWrites += 1;
          return detail(n);
        }
        const record: WriteRecord = { marker: `[eq:${cluster.runTag}:${run.enquiries.length + 1}]` };
        run.enquiries.push(record);
        return {
          kind,
          method: 'POST',
          path: '/api/enquiries',
          token: pair.buyer.token,
          headers: { 'Idempotency-Key': record.marker },
          resendable: true,
          body: { propertyId: pair.id, message: `Is it still available? ${record.marker}`, preferredTime: 'Morning' },
          acknowledge: (body) => {
            record.id = body.data.id;
          },
        };
      }
      case 'listing': {
        if (posted >= seed.postingCapacity) {
          run.skippedWrites += 1;
          return detail(n);
        }
        posted += 1;
        const record: WriteRecord = { marker: `[ld:${cluster.runTag}:${posted}]` };
        run.listings.push(record);
        const seller = seed.sellers[posted % seed.sellers.length] as Account;
        return {
          kind,
          method: 'POST',
          path: '/api/seller/properties',
          token: seller.token,
          body: validFlat(
            flatAt(posted, `3 BHK flat posted under load ${posted}`, `Freshly painted, park facing. ${record.marker}`),
          ),
          resendable: false,
          acknowledge: (body) => {
            record.id = body.data.id;
          },
        };
      }
      case 'upload': {
        const photo = seed.photos[uploaded];
        if (!photo) {
          run.skippedWrites += 1;
          return detail(n);
        }
        uploaded += 1;
        const seller = seed.sellers[uploaded % seed.sellers.length] as Account;
        return {
          kind,
          method: 'POST',
          path: MEDIA_UPLOAD_PATH,
          token: seller.token,
          form: () => formWith(photo, `load-${uploaded}.jpg`),
          resendable: true,
          acknowledge: (body) => run.photos.push(body.data.hash),
        };
      }
    }
  };

  const dead = new Set<number>();
  /**
   * When each photo upload now being answered was sent, per process: the kill waits for one under way for
   * a while (re-encoding it takes most of a second), so it surely takes a request down with it.
   */
  const uploadsSince = cluster.nodes.map(() => new Set<number>());
  /** The process a request numbered `nodeIndex` goes to: in turn, past any the run killed. */
  const route = (nodeIndex: number): number => {
    for (let step = 0; step < cluster.nodes.length; step += 1) {
      const candidate = (nodeIndex + step) % cluster.nodes.length;
      if (!dead.has(candidate)) return candidate;
    }
    throw new Error('every process of the cluster is down');
  };

  async function send(planned: Planned, nodeIndex: number, ip: string): Promise<void> {
    const stats = run.stats[planned.kind];
    const started = performance.now();
    let target = route(nodeIndex);
    for (let attempt = 0; ; attempt += 1) {
      const node = cluster.nodes[target] as (typeof cluster.nodes)[number];
      run.requestsByNode[target] = (run.requestsByNode[target] ?? 0) + 1;
      const sentAt = performance.now();
      const uploads = planned.kind === 'upload' ? uploadsSince[target] : undefined;
      uploads?.add(sentAt);
      try {
        const res = await fetch(`${node.url}${planned.path}`, {
          method: planned.method,
          headers: {
            accept: 'application/json',
            'accept-encoding': 'gzip',
            'X-Forwarded-For': ip,
            ...(planned.body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(planned.token ? { Authorization: `Bearer ${planned.token}` } : {}),
            ...planned.headers,
          },
          body: planned.form ? planned.form() : planned.body === undefined ? undefined : JSON.stringify(planned.body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await res.text();
        stats.latenciesMs.push(performance.now() - started);
        stats.statuses.set(res.status, (stats.statuses.get(res.status) ?? 0) + 1);
        if (res.ok) planned.acknowledge?.(JSON.parse(text));
        else if (run.samples.length < 10)
          run.samples.push(`${planned.method} ${planned.path} ${res.status} ${text.slice(0, 200)}`);
        return;
      } catch (error) {
        // Unanswered because the run killed that process: what a load balancer does next.
        if (dead.has(target) && attempt === 0) {
          if (!planned.resendable) {
            run.cutByKill += 1;
            return;
          }
          run.resentAfterKill += 1;
          target = route(target + 1);
          continue;
        }
        stats.failures += 1;
        if (run.samples.length < 10) run.samples.push(`${planned.method} ${planned.path}: ${String(error)}`);
        return;
      } finally {
        uploads?.delete(sentAt);
      }
    }
  }

  const { kill } = options;
  let killer: ReturnType<typeof setTimeout> | undefined;
  // From `afterSeconds` on, kill once the process has been re-encoding an upload for 100 ms (a crash rarely
  // waits for a quiet moment), or at the latest 3 s later.
  const killWhenBusy = (node: number, giveUpAt: number) => {
    const busy = [...(uploadsSince[node] ?? [])].some((sentAt) => performance.now() - sentAt >= 100);
    if (busy || performance.now() >= giveUpAt) {
      run.killedAtSeconds = (performance.now() - startedAt) / 1000;
      dead.add(node);
      cluster.nodes[node]?.child.kill('SIGKILL');
    } else killer = setTimeout(() => killWhenBusy(node, giveUpAt), 5);
  };
  if (kill) {
    killer = setTimeout(() => killWhenBusy(kill.node, performance.now() + 3000), kill.afterSeconds * 1000);
  }

  const startedAt = performance.now();
  const deadline = startedAt + options.seconds * 1000;
  const { onProgress, progressSeconds = 60 } = options;
  const ticker = onProgress
    ? setInterval(() => onProgress(run, (performance.now() - startedAt) / 1000), progressSeconds * 1000)
    : undefined;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, worker) => {
      // Each worker is one client address behind the proxy (the cluster runs with TRUST_PROXY=true).
      const ip = cluster.ip(200 + (worker % 50));
      while (performance.now() < deadline) {
        const n = slot;
        slot += 1;
        // The place in the schedule plus the cycle number: each kind goes to every process in turn, however
        // many there are (n plus the cycle sent a kind to one process only when 3 divided the cycle + 1).
        await send(plan(n), (n % SCHEDULE.length) + Math.floor(n / SCHEDULE.length), ip);
      }
    }),
  );
  clearInterval(ticker);
  clearTimeout(killer);
  run.elapsedSeconds = (performance.now() - startedAt) / 1000;
  return run;
}
