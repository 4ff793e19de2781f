/**
 * Sessions across a scaled-out deployment: two server processes A and B on one PostgreSQL and
 * Redis. A session is one fact in the database, so whatever ends it on one process ends it on the other
 * at once; and a token is only ever made by the server, never taken from the client (session fixation).
 */

import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { type Cluster, startCluster } from '../helpers/cluster';
import { type Account, account, adminAccount, call, logIn } from '../helpers/cluster-api';
import { printFigures } from '../helpers/print-figures';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ processes: 2 });
});
afterAll(() => cluster?.stop());

/** GET /api/users/me with `token` on every process: the statuses, A first. */
async function meOnEach(token: string): Promise<number[]> {
  return Promise.all(
    cluster.nodes.map(async (node) => {
      const reply = await call(node, 'GET', '/api/users/me', { token, ip: cluster.ip(2) });
      if (reply.status === 401)
        expect(reply.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
      return reply.status;
    }),
  );
}

const madeUpToken = () => randomBytes(32).toString('base64url');
/** What the sessions table keeps of a token (src/server/features/accounts/sessions.service.ts). */
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

describe('sessions over two server processes', () => {
  const [a, b] = [0, 1];
  let person: Account;
  beforeAll(async () => {
    person = await account(cluster);
  });

  it('accepts a token issued by A on B, and refuses it on both after logout on A', async () => {
    const token = await logIn(cluster.node(a), person.person, cluster.ip(3));
    const me = await call<{ data: { id: number } }>(cluster.node(b), 'GET', '/api/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(person.id);

    const out = await call(cluster.node(a), 'POST', '/api/users/logout', { token });
    expect(out.status).toBe(200);
    expect(await meOnEach(token)).toEqual([401, 401]);
    // The person's other session is untouched.
    expect(await meOnEach(person.token)).toEqual([200, 200]);
  });

  it('refuses on A the old session after a password change on B, and the old password', async () => {
    const user = await account(cluster);
    const old = await logIn(cluster.node(a), user.person, cluster.ip(4));
    const changer = await logIn(cluster.node(b), user.person, cluster.ip(4));
    const newPassword = 'quiet verandah 88';
    const changed = await call(cluster.node(b), 'POST', '/api/users/change-password', {
      body: { currentPassword: user.person.password, newPassword },
      token: changer,
      ip: cluster.ip(4),
    });
    expect(changed.status).toBe(200);
    expect(await meOnEach(old)).toEqual([401, 401]);
    expect(await meOnEach(user.token)).toEqual([401, 401]);
    // The session that made the change goes on (README: "Ends every other session of the user").
    expect(await meOnEach(changer)).toEqual([200, 200]);
    const withOld = await call(cluster.node(a), 'POST', '/api/users/login', {
      body: { email: user.person.email, password: user.person.password },
      ip: cluster.ip(5),
    });
    expect(withOld.status).toBe(401);
    await logIn(cluster.node(a), { ...user.person, password: newPassword }, cluster.ip(5));
  });

  it('refuses every token of a user on both processes once an admin blocks them', async () => {
    const admin = await adminAccount(cluster);
    const user = await account(cluster);
    const tokens = [
      user.token,
      await logIn(cluster.node(a), user.person, cluster.ip(6)),
      await logIn(cluster.node(b), user.person, cluster.ip(6)),
    ];
    for (const token of tokens) expect(await meOnEach(token)).toEqual([200, 200]);

    const blocked = await call(cluster.node(b), 'POST', `/api/admin/users/${user.id}/block`, { token: admin.token });
    expect(blocked.status).toBe(200);
    for (const token of tokens) expect(await meOnEach(token)).toEqual([401, 401]);
    for (const node of cluster.nodes) {
      const again = await call(node, 'POST', '/api/users/login', {
        body: { email: user.person.email, password: user.person.password },
        ip: cluster.ip(7),
      });
      expect(again.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.accountBlocked });
    }
  });

  it('never accepts or adopts a token the client chose (session fixation), nor a logged-out one', async () => {
    const user = await account(cluster);
    const planted = madeUpToken();
    expect(await meOnEach(planted)).toEqual([401, 401]);

    // Logging in while sending the planted token: the server issues its own, and the planted one stays dead.
    // A login on one process, sending a token of the client's choosing along.
    const logInSending = (node: number, token: string) =>
      call<{ data: { token: string } }>(cluster.node(node), 'POST', '/api/users/login', {
        body: { email: user.person.email, password: user.person.password },
        token,
        ip: cluster.ip(8),
      });
    const login = await logInSending(a, planted);
    expect(login.status).toBe(200);
    expect(login.body.data.token).not.toBe(planted);
    expect(await meOnEach(planted)).toEqual([401, 401]);
    expect(await meOnEach(login.body.data.token)).toEqual([200, 200]);

    // A token ended by logout, sent again with a new login on the other process, is not revived.
    const ended = login.body.data.token;
    expect((await call(cluster.node(b), 'POST', '/api/users/logout', { token: ended })).status).toBe(200);
    const relogin = await logInSending(b, ended);
    expect(relogin.status).toBe(200);
    expect(relogin.body.data.token).not.toBe(ended);
    expect(await meOnEach(ended)).toEqual([401, 401]);

    // Nothing in the database is keyed by a token the client made up.
    const stored = await cluster.sql.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE user_id = $1',
      [user.id],
    );
    const hashes = stored.rows.map((row) => row.token_hash);
    expect(hashes).not.toContain(hash(planted));
    expect(hashes).toContain(hash(relogin.body.data.token));
    printFigures(
      `sessions: A's token works on B; logout on A, password change on B and an admin block end tokens on both; ` +
        `a planted token and a logged-out one sent with a login are refused and not adopted (${hashes.length} sessions stored for the user)`,
    );
  });
});
