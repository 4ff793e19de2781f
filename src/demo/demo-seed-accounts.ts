/**
 * Demo accounts' secrets and contacts: one argon2id hash of the shared demo password (hashed once per
 * seeding, never printed), and e-mails/phones moved off any that a real account already uses.
 */
import { hash } from '@node-rs/argon2';
import { inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { users } from '../server/features/accounts/accounts.schema';
import type { DemoSeller } from './demo.types';
import { demoEmail, demoPhoneNumber } from './demo-people';

/** Every demo seller signs in with this password (demo mode only; production never seeds). */
export const DEMO_SELLER_PASSWORD = 'demo-seller-password';

/** The argon2id hash (library defaults: 19 MiB, 2 passes) shared by all demo sellers of one seeding. */
export const demoPasswordHash = (): Promise<string> => hash(DEMO_SELLER_PASSWORD);

const CHUNK = 5000;

async function takenContacts(db: Database, sellers: readonly DemoSeller[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < sellers.length; start += CHUNK) {
    const chunk = sellers.slice(start, start + CHUNK);
    const emails = chunk.map((seller) => seller.email.toLowerCase());
    const phones = chunk.map((seller) => seller.phoneNumber);
    const rows = await db
      .select({ email: sql<string>`lower(${users.email})`, phone: users.phoneNumber })
      .from(users)
      .where(or(inArray(sql`lower(${users.email})`, emails), inArray(users.phoneNumber, phones)));
    for (const row of rows) taken.add(row.email).add(row.phone);
  }
  return taken;
}

/**
 * Gives a fresh sequence number (after every one in use) to each seller whose e-mail or phone an
 * existing account already has, until none clash. Demo sequences never clash with each other.
 */
export async function moveOffTakenContacts(db: Database, sellers: DemoSeller[]): Promise<void> {
  let next = Math.max(0, ...sellers.map((seller) => seller.sequence)) + 1;
  let pending = sellers;
  while (pending.length > 0) {
    const taken = await takenContacts(db, pending);
    pending = pending.filter((seller) => taken.has(seller.email.toLowerCase()) || taken.has(seller.phoneNumber));
    for (const seller of pending) {
      seller.sequence = next++;
      seller.email = demoEmail(seller.firstName, seller.lastName, seller.sequence);
      seller.phoneNumber = demoPhoneNumber(seller.sequence);
    }
  }
}
