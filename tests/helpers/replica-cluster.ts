/**
 * A PostgreSQL primary with streaming read replicas, all of the test's own on loopback: initdb a primary
 * (wal_level=replica, a replication entry in pg_hba), create the `app` database, then pg_basebackup -R
 * each replica from it and start it as a hot standby. Everything lives in one temporary folder, which
 * `destroy` (and a failed start, and the process exiting) stops and deletes. The binaries refuse to run as
 * root: as root they run as the `postgres` user, in a folder it owns.
 */
import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresBinDir, type StopMode } from './faults-postgres-cluster';
import { freePort } from './server-process';

const run = promisify(execFile);

export interface ClusterNode {
  readonly port: number;
  /** postgres://postgres@127.0.0.1:<port>/app (trust authentication, no password). */
  readonly url: string;
  start(): Promise<void>;
  stop(mode?: StopMode): Promise<void>;
}

export interface ReplicaCluster {
  readonly primary: ClusterNode;
  readonly replicas: readonly ClusterNode[];
  /** Runs one statement on a node and returns its rows. */
  query<T extends Record<string, unknown>>(node: ClusterNode, text: string, values?: unknown[]): Promise<T[]>;
  /** Stops a replica applying WAL (it still answers, with what it had): lag on demand. */
  pauseReplay(replica: ClusterNode): Promise<void>;
  resumeReplay(replica: ClusterNode): Promise<void>;
  /** Resolves once `replicas` (default: every running one) have replayed all the primary has written so far. */
  caughtUp(options?: { replicas?: readonly ClusterNode[]; timeoutMs?: number }): Promise<void>;
  /** Stops every node and deletes the folder; safe to call twice. */
  destroy(): Promise<void>;
}

export interface ReplicaClusterOptions {
  replicas?: number;
  /** Ports are taken from this range (inclusive) when given, else any free loopback port. */
  ports?: { from: number; to: number };
  /** Of each node; a multi-process test needs processes × (primary pool + replica pools) below it. */
  maxConnections?: number;
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

async function freePorts(count: number, range: ReplicaClusterOptions['ports']): Promise<number[]> {
  if (!range) return Promise.all(Array.from({ length: count }, () => freePort()));
  const ports: number[] = [];
  // From a random offset, so two files (or a stale cluster) rarely reach for the same port.
  const size = range.to - range.from + 1;
  const offset = Math.floor(Math.random() * size);
  for (let i = 0; i < size && ports.length < count; i += 1) {
    const port = range.from + ((offset + i) % size);
    if (await portIsFree(port)) ports.push(port);
  }
  if (ports.length < count) throw new Error(`no ${count} free ports in ${range.from}-${range.to}`);
  return ports;
}

/** Starts a primary and `options.replicas` (default 1) hot standbys streaming from it. */
export async function startReplicaCluster(options: ReplicaClusterOptions = {}): Promise<ReplicaCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin');
  const folder = mkdtempSync(join(tmpdir(), 'pc-replica-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(folder, uid, gid);
  }
  const command = (name: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, name), ...args]] : [join(bin, name), args];
  const pgBin = async (name: string, args: string[]) => (await run(...command(name, args), { cwd: folder })).stdout;

  const [primaryPort = 0, ...replicaPorts] = await freePorts(1 + (options.replicas ?? 1), options.ports);
  const dirs: string[] = [];
  const settings = (port: number) =>
    // Loopback only, sockets in the folder (not /var/run), no fsync: these clusters hold test data only.
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${folder} -c fsync=off ` +
    `-c max_connections=${options.maxConnections ?? 50} -c wal_level=replica -c max_wal_senders=10 -c hot_standby=on`;
  const node = (name: string, port: number): ClusterNode => {
    const dataDir = join(folder, name);
    dirs.push(dataDir);
    return {
      port,
      url: `postgres://postgres@127.0.0.1:${port}/app`,
      start: async () => {
        await pgBin('pg_ctl', ['-D', dataDir, '-o', settings(port), '-l', `${dataDir}.log`, '-w', '-t', '60', 'start']);
      },
      stop: async (mode = 'fast') => {
        await pgBin('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      },
    };
  };

  const stopAll = () => {
    // Synchronous, so that it also runs from an 'exit' handler; replicas first, then the primary.
    for (const dataDir of [...dirs].reverse()) {
      try {
        execFileSync(...command('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
      } catch {
        // Not running (never started, or stopped by the test).
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', stopAll);
  let destroyed = false;
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    process.removeListener('exit', stopAll);
    stopAll();
  };

  try {
    const primary = node('primary', primaryPort);
    const primaryDir = join(folder, 'primary');
    await pgBin('initdb', ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    appendFileSync(join(primaryDir, 'pg_hba.conf'), '\nhost replication postgres 127.0.0.1/32 trust\n');
    await primary.start();
    await pgBin('createdb', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', 'app']);
    const replicas = replicaPorts.map((port, index) => node(`replica${index + 1}`, port));
    for (const [index, replica] of replicas.entries()) {
      const dir = join(folder, `replica${index + 1}`);
      // -R writes standby.signal and primary_conninfo: started, the copy follows the primary. A fast
      // checkpoint: the default spread one waits most of checkpoint_timeout (a minute and more).
      const source = ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'];
      await pgBin('pg_basebackup', [...source, '-D', dir, '-R', '-X', 'stream', '--no-sync', '--checkpoint=fast']);
      await replica.start();
    }

    const query = async <T extends Record<string, unknown>>(target: ClusterNode, text: string, values?: unknown[]) => {
      const client = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: 5000 });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    };
    return {
      primary,
      replicas,
      query,
      pauseReplay: async (replica) => {
        await query(replica, 'select pg_wal_replay_pause()');
        // Pausing takes effect at the next record: wait until the replica says it has.
        for (let i = 0; i < 100; i += 1) {
          const [row] = await query<{ state: string }>(replica, 'select pg_get_wal_replay_pause_state() as state');
          if (row?.state === 'paused') return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('the replica did not pause its replay');
      },
      resumeReplay: async (replica) => {
        await query(replica, 'select pg_wal_replay_resume()');
      },
      caughtUp: async ({ replicas: waitFor = replicas, timeoutMs = 15_000 } = {}) => {
        const [row] = await query<{ lsn: string }>(primary, 'select pg_current_wal_lsn()::text as lsn');
        const deadline = Date.now() + timeoutMs;
        for (const replica of waitFor) {
          for (;;) {
            const [done] = await query<{ ok: boolean }>(
              replica,
              'select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok',
              [row?.lsn],
            ).catch(() => [{ ok: true }]); // a stopped replica has nothing to catch up with
            if (done?.ok) break;
            if (Date.now() > deadline) throw new Error(`replica on port ${replica.port} did not catch up`);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      },
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}
