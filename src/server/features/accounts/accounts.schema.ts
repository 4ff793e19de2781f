/** Accounts: one table for every person (buyers; sellers add a profile; admins have the admin role). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['user', 'admin']);
export const userStatus = pgEnum('user_status', ['active', 'blocked', 'deleted']);

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar('first_name', { length: 60 }).notNull(),
    lastName: varchar('last_name', { length: 60 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 10 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('user'),
    status: userStatus('status').notNull().default('active'),
    /**
     * Goes up with every new password (change or reset). A session keeps the version it was made with and
     * counts only while it matches, so a login that checked the old password never outlives the change.
     */
    credentialsVersion: integer('credentials_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phoneNumber),
    index('users_created_at_idx').on(t.createdAt),
    // The admin people list (newest first, deleted accounts left out) and its total, read from the index alone.
    index('users_listed_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'deleted'`),
    // Public reads hide blocked sellers' listings with an anti-join on this: tiny, as few are blocked.
    index('users_not_active_idx').on(t.id).where(sql`${t.status} <> 'active'`),
    check('users_phone_10_digits', sql`${t.phoneNumber} ~ '^[0-9]{10}$'`),
    check('users_email_shape', sql`position('@' in ${t.email}) > 1`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * Signed-in sessions. The token itself is shown once at login; only its SHA-256 (hex) is stored, so a
 * copy of this table cannot be used to sign in.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 300 }),
    ip: varchar('ip', { length: 45 }),
    /** The account's credentials version read together with the password hash this login checked. */
    credentialsVersion: integer('credentials_version').notNull().default(0),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type Session = typeof sessions.$inferSelect;

/** The OTP columns shared by pending registrations and password resets: a salted HMAC, never the code. */
const otpColumns = () => ({
  otpHash: varchar('otp_hash', { length: 64 }).notNull(),
  otpSalt: varchar('otp_salt', { length: 32 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: smallint('attempts').notNull().default(0),
  /** When the last OTP was sent: the resend cooldown counts from here. */
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * The phone numbers of accounts deleted lately, as a keyed hash only (HMAC-SHA256 with APP_SECRET, so a
 * copy of the table gives no number back without the key): such a number cannot open a new account until
 * DELETED_PHONE_HOLD_DAYS after the deletion (registration.service.ts).
 */
export const deletedPhones = pgTable('deleted_phones', {
  phoneHash: varchar('phone_hash', { length: 64 }).primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
});

/**
 * A sign-up waiting for its OTP: one per phone number (registering again replaces it). The password is
 * already an argon2id hash. Rows for details that clash with an existing account carry an OTP that no
 * code can match, so they behave exactly like the others without ever creating an account.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    phoneNumber: varchar('phone_number', { length: 10 }).primaryKey(),
    firstName: varchar('first_name', { length: 60 }).notNull(),
    lastName: varchar('last_name', { length: 60 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    ...otpColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_registrations_expires_idx').on(t.expiresAt)],
);

/** A forgotten-password OTP, one per phone number; `userId` is null when no account uses the number. */
export const passwordResets = pgTable(
  'password_resets',
  {
    phoneNumber: varchar('phone_number', { length: 10 }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    ...otpColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_expires_idx').on(t.expiresAt)],
);

/**
 * A login OTP, one per phone number, in its own table so a sign-up or reset code can never log in (nor
 * the other way round). `userId` is null when no active account uses the number: such rows carry an OTP
 * nothing matches, so asking for a code behaves alike for every number.
 */
export const loginOtps = pgTable(
  'login_otps',
  {
    phoneNumber: varchar('phone_number', { length: 10 }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    ...otpColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_otps_expires_idx').on(t.expiresAt)],
);
