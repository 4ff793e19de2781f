/**
 * A PostgreSQL cluster of the test's own (initdb into a temporary folder, trust auth, a free loopback
 * port), so a suite can crash and restart it without disturbing the machine's shared server that other
 * tests use. The binaries refuse to run as root: as root they run as the `postgres` user.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin folder (Debian's layout), or undefined. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

export type StopMode = 'smart' | 'fast' | 'immediate';

export interface OwnCluster {
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  stop(mode: StopMode): Promise<void>;
  /** Stops everything and deletes the folder. */
  destroy(): Promise<void>;
}

/** Creates and starts a cluster with one database, `app`. */
export async function startOwnCluster(): Promise<OwnCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin');
  const folder = mkdtempSync(join(tmpdir(), 'pc-own-pg-'));
  const dataDir = join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(folder, uid, gid);
  }
  /** Runs a PostgreSQL binary, as `postgres` when we are root. */
  const pg = async (name: string, args: string[]) => {
    const command = join(bin, name);
    const { stdout } = asRoot
      ? await run('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: folder })
      : await run(command, args, { cwd: folder });
    return stdout;
  };
  const port = await freePort();
  await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // Loopback only, a socket in the folder (not /var/run), no fsync: a crash of the server is simulated
  // with an immediate stop, which keeps everything the kernel has, so durability is still tested.
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${folder} -c fsync=off -c max_connections=50`;
  const start = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(folder, 'log'), '-w', '-t', '30', 'start']);
  };
  const stop = async (mode: StopMode) => {
    await pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
  };
  await start();
  await pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'app']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/app`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop('immediate').catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
