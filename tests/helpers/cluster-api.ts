/**
 * Calls to the processes of a cluster (tests/helpers/cluster.ts) over loopback, as a client behind the
 * deployment's proxy makes them: JSON, an optional session token and the client's address in
 * X-Forwarded-For. Plus the accounts, sellers, listings and admin a test needs, made through the API.
 */
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BulkModerationResponse, bulkPath } from '../../src/shared/admin/moderation-contract';
import { BILLING_PATHS } from '../../src/shared/billing/billing-contract';
import { validFlat, validProfile } from '../fixtures/seller-listings';
import type { Cluster } from './cluster';
import { otpFor } from './e2e-accounts';
import { call as loopbackCall } from './loopback-call';
import type { ServerProcess } from './server-process';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T & { success: boolean; message?: string };
}

export interface CallOptions {
  body?: unknown;
  token?: string | undefined;
  /** The client's address (X-Forwarded-For; the cluster runs with TRUST_PROXY=true). */
  ip?: string;
  headers?: Record<string, string>;
}

export async function call<T = Record<string, unknown>>(
  node: ServerProcess,
  method: string,
  path: string,
  { body, token, ip, headers = {} }: CallOptions = {},
): Promise<Reply<T>> {
  const answer = await loopbackCall<T>(node.url, method, path, body, {
    token,
    headers: { ...(ip ? { 'X-Forwarded-For': ip } : {}), ...headers },
  });
  if (!answer.body) throw new Error(`${method} ${path} got no answer: ${answer.error ?? answer.status}`);
  return { status: answer.status, headers: answer.headers, body: answer.body };
}

let sequence = 0;

/** Sign-up details no one in this run has used: the e-mail carries the run's tag. */
export function clusterPerson(cluster: Cluster) {
  sequence += 1;
  const person = {
    firstName: 'Kavya',
    lastName: 'Nair',
    email: `kavya.${cluster.runTag}.${sequence}@example.test`,
    phoneNumber: `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
    password: 'monsoon terrace 7',
  };
  return person;
}
export type ClusterPerson = ReturnType<typeof clusterPerson>;

function expectStatus(reply: { status: number; body: unknown }, status: number, what: string): void {
  if (reply.status !== status) throw new Error(`${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
}

/** Registers on `node`, reads the OTP from that process's outbox, and verifies it. Returns the user id. */
export async function signUp(cluster: Cluster, person: ClusterPerson, node = cluster.node(0), ip = cluster.ip(1)) {
  const startedAt = Date.now() - 1000;
  expectStatus(await call(node, 'POST', '/api/users/register', { body: person, ip }), 200, 'register');
  const otp = await otpFor(node.dataDir, person.phoneNumber, startedAt);
  const verified = await call<{ data: { user: { id: number } } }>(node, 'POST', '/api/users/register/verify-otp', {
    body: { phoneNumber: person.phoneNumber, otp },
    ip,
  });
  expectStatus(verified, 201, 'verify-otp');
  return verified.body.data.user.id;
}

export async function logIn(node: ServerProcess, person: ClusterPerson, ip: string): Promise<string> {
  const reply = await call<{ data: { token: string } }>(node, 'POST', '/api/users/login', {
    body: { email: person.email, password: person.password },
    ip,
  });
  expectStatus(reply, 200, 'login');
  return reply.body.data.token;
}

export interface Account {
  person: ClusterPerson;
  id: number;
  token: string;
}

/** A new account, signed up and logged in (on node 0 unless told). */
export async function account(cluster: Cluster, node = cluster.node(0), ip = cluster.ip(1)): Promise<Account> {
  const person = clusterPerson(cluster);
  const id = await signUp(cluster, person, node, ip);
  return { person, id, token: await logIn(node, person, ip) };
}

/** A new account given the admin role in the database, as `npm run admin:create` would, then logged in. */
export async function adminAccount(cluster: Cluster): Promise<Account> {
  const person = clusterPerson(cluster);
  const id = await signUp(cluster, person);
  await cluster.sql.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [id]);
  return { person, id, token: await logIn(cluster.node(0), person, cluster.ip(1)) };
}

/** A new account that became an individual seller through the API. */
export async function sellerAccount(cluster: Cluster): Promise<Account> {
  const seller = await account(cluster);
  const reply = await call(cluster.node(0), 'POST', '/api/sellers', { body: validProfile(), token: seller.token });
  expectStatus(reply, 201, 'become a seller');
  return seller;
}

/** The admin's free listing quota, so a few sellers can post as many listings as a test needs. */
export async function setFreeListingQuota(cluster: Cluster, admin: Account, freeListingQuota: number) {
  const reply = await call(cluster.node(0), 'PUT', BILLING_PATHS.quota, {
    body: { freeListingQuota, freeProjectQuota: 1 },
    token: admin.token,
  });
  expectStatus(reply, 200, 'set the free quota');
}

/** Posts a flat (pending review); `overrides` vary it. Returns its id. */
export async function postFlat(node: ServerProcess, seller: Account, overrides: Record<string, unknown> = {}) {
  const reply = await call<{ data: { id: number } }>(node, 'POST', '/api/seller/properties', {
    body: validFlat(overrides),
    token: seller.token,
  });
  expectStatus(reply, 201, 'post a listing');
  return reply.body.data.id;
}

/** Approves pending listings as the admin (at most 100 a call). */
export async function approve(cluster: Cluster, admin: Account, ids: number[]) {
  for (let i = 0; i < ids.length; i += 100) {
    const reply = await call<BulkModerationResponse>(cluster.node(0), 'POST', bulkPath('property'), {
      body: { action: 'approve', ids: ids.slice(i, i + 100) },
      token: admin.token,
    });
    expectStatus(reply, 200, 'bulk approve');
    const refused = reply.body.data.filter((item) => !item.ok);
    if (refused.length > 0) throw new Error(`bulk approve refused ${JSON.stringify(refused)}`);
  }
}

/** How many SMS the console provider of `node` wrote to `phone` (DATA_DIR/outbox.jsonl), without waiting. */
export async function smsCount(node: ServerProcess, phone: string): Promise<number> {
  const text = await readFile(join(node.dataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .filter((line) => (JSON.parse(line) as { to: string }).to.endsWith(phone)).length;
}
