import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfNeeded } from '../../src/server/cli/build-if-needed';
import { openPglite } from '../../src/server/db/client';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { adminTestApp } from '../helpers/admin-api';
import { newPerson } from '../helpers/api-client';

const ROOT = new URL('../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'pc-admin-cli-'));

/**
 * Runs what `npm run admin:create -- <args>` runs (the built command, dist-server/create-admin.js) on the
 * test's PGlite folder, without a terminal.
 */
function adminCreate(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['dist-server/create-admin.js', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** Opens the folder the command wrote to (PGlite allows one process at a time: the command has exited). */
async function withApp<T>(use: (t: ReturnType<typeof adminTestApp>) => Promise<T>): Promise<T> {
  const database = await openPglite(dataDir);
  try {
    return await use(adminTestApp(database));
  } finally {
    await database.close();
  }
}

describe('npm run admin:create', () => {
  const admin = newPerson({ password: 'a long admin pass phrase' });
  const flags = (person = admin) => [
    '--email',
    person.email,
    '--phone',
    person.phoneNumber,
    '--first',
    person.firstName,
    '--last',
    person.lastName,
  ];

  beforeAll(() => buildServerIfNeeded(), 180_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses bad arguments before touching the database, naming the flag', async () => {
    const missing = await adminCreate(['--email', admin.email]);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Missing --phone, --first, --last.');
    expect(missing.output).toContain('Usage: npm run admin:create');
    const badPhone = await adminCreate([...flags(), '--phone', '12345']);
    expect(badPhone.code).toBe(1);
    expect(badPhone.output).toContain('--phone must be exactly 10 digits');
    expect(badPhone.output).not.toMatch(/\bat \S+:\d+/);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('creates an admin from ADMIN_PASSWORD without printing it; the admin logs in', async () => {
    const noPassword = await adminCreate(flags());
    expect(noPassword.code).toBe(1);
    expect(noPassword.output).toContain('Set ADMIN_PASSWORD');

    const run = await adminCreate(flags(), { ADMIN_PASSWORD: admin.password });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`Created admin #`);
    expect(run.output).toContain(`<${admin.email}>`);
    expect(run.output).not.toContain(admin.password);

    const again = await adminCreate(flags(), { ADMIN_PASSWORD: admin.password });
    expect(again.code).toBe(0);
    expect(again.output).toContain('is already an admin. Nothing changed.');

    const user = await withApp(async (t) => {
      const login = await t.call<{ data: { user: AccountUser } }>('POST', '/users/login', admin);
      expect(login.status).toBe(200);
      return login.body.data.user;
    });
    expect(user).toMatchObject({ email: admin.email, role: 'admin' });
  }, 120_000);

  it('promotes an existing account only with --yes when there is no terminal to ask', async () => {
    const buyer = newPerson();
    await withApp(async (t) => {
      await t.signUp(buyer);
    });
    const unconfirmed = await adminCreate(flags(buyer));
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.output).toContain(`An account already uses this e-mail or phone: #`);
    expect(unconfirmed.output).toContain('Nothing changed. Pass --yes to make it an admin.');

    const confirmed = await adminCreate([...flags(buyer), '--yes']);
    expect(confirmed.code, confirmed.output).toBe(0);
    expect(confirmed.output).toContain('an admin; it keeps its own password.');
    const role = await withApp(async (t) => {
      const login = await t.call<{ data: { user: AccountUser } }>('POST', '/users/login', buyer);
      return login.body.data.user.role;
    });
    expect(role).toBe('admin');
  }, 120_000);
});
