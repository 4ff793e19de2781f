/**
 * Storing a /contact message. A repeat of an idempotency key answers like the first send and stores
 * nothing; the unique index on the key makes that hold for concurrent repeats too.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactInputSchema } from '../../../shared/contact/contact-contract';
import type { Database } from '../../db/client';
import type { RateLimits } from '../../lib/rate-limits';
import { contactMessages } from './contact.schema';

export type ContactBody = z.output<typeof contactInputSchema>;

export interface ContactContext {
  db: Database;
  rateLimits: RateLimits;
  /** The caller's network (an IPv6 caller's /64), as per-address limits count it. */
  network: string;
  userId: number | undefined;
  now: Date;
}

/** Stores the message; resolves `true` when it is new, `false` for a repeat of an earlier key. */
export async function storeContactMessage(
  ctx: ContactContext,
  body: ContactBody,
  key: string | undefined,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (key !== undefined) {
      const [earlier] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.idempotencyKey, key));
      if (earlier) return false;
    }
    await ctx.rateLimits.consume('contactPerIp', ctx.network);
    const stored = await tx
      .insert(contactMessages)
      .values({
        name: body.name,
        email: body.email,
        phoneNumber: body.phoneNumber ?? null,
        topic: body.topic,
        message: body.message,
        userId: ctx.userId ?? null,
        idempotencyKey: key ?? null,
        createdAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning({ id: contactMessages.id });
    if (stored.length > 0) return true;
    // A concurrent send with the same key stored it first.
    await ctx.rateLimits.refund('contactPerIp', ctx.network);
    return false;
  });
}
