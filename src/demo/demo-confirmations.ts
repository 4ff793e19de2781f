/**
 * When each demo listing was last confirmed still available (FRESHNESS): most within their period, about
 * one in six in the week before lapsing (already reminded, so a fresh server does not text every demo
 * seller at once), and a few expired. Drawn from their own stream after the listings, so the listings
 * themselves are the same as without it. The first listings (the coverage plan every demo needs) and
 * featured ones stay confirmed and active.
 */
import { freshDays, reminderAfterDays } from '../shared/listings/freshness';
import type { DemoProperty } from './demo.types';
import type { Random } from './demo-random';
import { daysAfter, daysBefore, daysBetween } from './demo-time';

/** Listings before this index are the coverage plan's (and a margin): always confirmed, always active. */
const PLANNED = 200;
const SHARE = { due: 0.16, expired: 0.06 } as const;

/** `properties` with confirmedAt, remindedAt and, for a few, status 'expired', as of `reference`. */
export function assignConfirmations(random: Random, properties: DemoProperty[], reference: Date): DemoProperty[] {
  return properties.map((property, i) => {
    const published = property.publishedAt ? new Date(property.publishedAt) : null;
    if (!published) return { ...property, confirmedAt: new Date(property.createdAt ?? reference), remindedAt: null };
    const live = daysBetween(published, reference);
    const period = freshDays(property.transactionType);
    const remindAfter = reminderAfterDays(property.transactionType);
    const open = property.status === 'active' && i >= PLANNED && !property.featuredUntil;
    const roll = random.next();
    if (open && roll < SHARE.expired && live >= period) {
      const age = random.float(period, Math.min(live, period + 45));
      const confirmedAt = daysBefore(reference, age);
      return {
        ...property,
        status: 'expired' as const,
        confirmedAt,
        remindedAt: daysAfter(confirmedAt, remindAfter),
        updatedAt: daysAfter(confirmedAt, period),
      };
    }
    if (open && roll < SHARE.expired + SHARE.due && live >= remindAfter) {
      const confirmedAt = daysBefore(reference, random.float(remindAfter, Math.min(live, period - 0.05)));
      return { ...property, confirmedAt, remindedAt: daysAfter(confirmedAt, remindAfter) };
    }
    // Confirmed since publication and before any reminder: most recently, a few at publication.
    const age = random.float(0, Math.min(live, remindAfter - 0.05));
    return { ...property, confirmedAt: daysBefore(reference, age), remindedAt: null };
  });
}

/**
 * The confirmation times of a seeding at `now`: the generator dates them as of its reference date, and a
 * seeding days later moves them by as much, so the spread above holds on the day the demo starts. The
 * rest of the timeline stays as generated; a confirmation is never before its publication.
 */
export function confirmationsAsOf(
  property: Pick<DemoProperty, 'confirmedAt' | 'remindedAt'>,
  reference: Date,
  now: Date,
) {
  const shift = Math.max(0, now.getTime() - reference.getTime());
  const moved = (value: Date | string | null | undefined) =>
    value ? new Date(new Date(value).getTime() + shift) : null;
  return { confirmedAt: moved(property.confirmedAt) ?? now, remindedAt: moved(property.remindedAt) };
}
