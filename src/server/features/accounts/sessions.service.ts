/**
 * Sessions: a random 256-bit token is returned once at login; the database keeps only its SHA-256, with
 * an expiry and a revocation time. A session counts only while its account is active and its password
 * is still the one the login checked (the credentials version, see `users.credentialsVersion`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { DAY_MS } from '../../../shared/durations';
import type { Database } from '../../db/client';
import { sellers } from '../sellers/sellers.schema';
import type { AccountRow } from './account-user';
import { sessions, users } from './accounts.schema';

/** last_seen_at is refreshed at most this often, not on every request. */
const LAST_SEEN_GRANULARITY_MS = 5 * 60_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The token of `Authorization: Bearer <token>`, when the header has that shape. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] && TOKEN.test(match[1]) ? match[1] : undefined;
}

export interface NewSession {
  userId: number;
  ttlDays: number;
  now: Date;
  userAgent: string | undefined;
  ip: string;
  /**
   * The account's credentials version, read in the same row as the password hash the login checked. When
   * omitted (sessions made without a password, in tests), the account's current version.
   */
  credentialsVersion?: number;
}

/** Starts a session and returns its token (the only time it exists outside the caller's hands). */
export async function createSession(db: Database, session: NewSession): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: session.userId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: new Date(session.now.getTime() + session.ttlDays * DAY_MS),
    userAgent: session.userAgent?.slice(0, 300) ?? null,
    ip: session.ip.slice(0, 45),
    credentialsVersion:
      session.credentialsVersion ??
      sql`(select ${users.credentialsVersion} from ${users} where ${users.id} = ${session.userId})`,
  });
  return token;
}

/** The live session with this token hash and its active account, or undefined. */
export async function findSession(db: Database, tokenHash: string, now: Date): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({ user: getTableColumns(users), sellerType: sellers.sellerType, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 'active'),
        // A password changed or reset since this session's login ends it, even a login that raced the change.
        eq(sessions.credentialsVersion, users.credentialsVersion),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, now)));
  }
  return { user: row.user, sellerType: row.sellerType };
}

export async function revokeSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/**
 * Stores a new password hash and raises the credentials version, which ends every session made with an
 * earlier password; `keepTokenHash`'s session (the one changing it) moves to the new version. Call it in
 * the transaction that also revokes the sessions.
 */
export async function storeNewPassword(
  db: Database,
  userId: number,
  passwordHash: string,
  now: Date,
  keepTokenHash?: string,
): Promise<void> {
  const [updated] = await db
    .update(users)
    .set({ passwordHash, credentialsVersion: sql`${users.credentialsVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ credentialsVersion: users.credentialsVersion });
  if (updated && keepTokenHash) {
    await db
      .update(sessions)
      .set({ credentialsVersion: updated.credentialsVersion })
      .where(and(eq(sessions.tokenHash, keepTokenHash), eq(sessions.userId, userId)));
  }
}

/** Revokes every live session of the user, except `keepTokenHash` when given. */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  now: Date,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    );
}
